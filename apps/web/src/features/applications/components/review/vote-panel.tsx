import { type Application, VoteValue } from '@warroom/contracts';
import { Button, Flex, Form, Input, Radio } from 'antd';
import { type FormEvent, useState } from 'react';
import { useVote } from '../../hooks/use-review-writes';
import { isVotingOpen, voteTallyText } from '../../status-meta';

const VOTE_OPTIONS = [
  { value: VoteValue.Approve, label: 'Approve' },
  { value: VoteValue.Reject, label: 'Reject' },
  { value: VoteValue.Abstain, label: 'Abstain' },
];

type VotePanelProps = { application: Application; currentUserId: string };

/** The tally and, while voting is open, the vote control ('Change Vote' once this reviewer has voted). */
export function VotePanel({ application, currentUserId }: VotePanelProps) {
  const myVote = application.votes.find((vote) => vote.voterId === currentUserId) ?? null;
  const [vote, setVote] = useState<VoteValue>(myVote?.vote ?? VoteValue.Approve);
  const [reason, setReason] = useState(myVote?.reason ?? '');
  const mutation = useVote();
  const idPrefix = `vote-${application.id}`;
  const { approve, reject, total } = application.voteTally;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = reason.trim();
    mutation.mutate({ id: application.id, body: { vote, reason: trimmed || undefined } });
  };

  return (
    <section aria-labelledby={`${idPrefix}-title`} className="review-section">
      <h3 id={`${idPrefix}-title`} className="review-section__title">
        Votes
      </h3>
      <p className="review-section__tally">
        <strong>{voteTallyText(application)}</strong>{' '}
        <span className="text-secondary">
          {approve === null || reject === null
            ? '(how the votes lean shows once you vote)'
            : `(${approve} approve, ${reject} reject, ${total - approve - reject} abstain)`}
        </span>
      </p>
      {myVote ? (
        <p className="text-secondary">Your vote: {VOTE_OPTIONS.find((o) => o.value === myVote.vote)?.label}</p>
      ) : null}
      {isVotingOpen(application.status) ? (
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
            <Flex>
              <Button type="primary" htmlType="submit" loading={mutation.isPending}>
                {myVote ? 'Change Vote' : 'Submit Vote'}
              </Button>
            </Flex>
          </Form>
        </form>
      ) : (
        <p className="text-secondary">Voting is open only while an application is under review or in voting.</p>
      )}
    </section>
  );
}
