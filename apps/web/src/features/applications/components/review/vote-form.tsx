import { type Application, VoteValue } from '@warroom/contracts';
import { Button, Flex, Form, Input, Radio } from 'antd';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useVote } from '../../hooks/use-review-writes';
import { VERDICT_META } from '../../vote-meta';

const VOTE_OPTIONS = Object.values(VoteValue).map((value) => ({ value, label: VERDICT_META[value].label }));

type VoteFormProps = {
  application: Application;
  /** The caller's current reason, if they have voted. */
  myReason: string | null;
  /** Beside the submit button: the way to recuse instead. */
  aside: ReactNode;
};

/** The caller's vote: Approve, Reject or Abstain with an optional reason ('Change Vote' once they have voted). */
export function VoteForm({ application, myReason, aside }: VoteFormProps) {
  const [vote, setVote] = useState<VoteValue>(application.myVote ?? VoteValue.Approve);
  const [reason, setReason] = useState(myReason ?? '');
  const mutation = useVote();
  const idPrefix = `vote-${application.id}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate({ id: application.id, body: { vote, reason: reason.trim() || undefined } });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Vote on ${application.applicantName}`}>
      <Form layout="vertical" component={false}>
        <Form.Item label={<span id={`${idPrefix}-choice`}>Your vote</span>}>
          <Radio.Group
            aria-labelledby={`${idPrefix}-choice`}
            options={VOTE_OPTIONS}
            value={vote}
            onChange={(event) => setVote(event.target.value as VoteValue)}
            optionType="button"
          />
        </Form.Item>
        <Form.Item label="Reason (optional)" htmlFor={`${idPrefix}-reason`}>
          <Input.TextArea
            id={`${idPrefix}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={5000}
          />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {application.myVote ? 'Change Vote' : 'Submit Vote'}
          </Button>
          {aside}
        </Flex>
      </Form>
    </form>
  );
}
