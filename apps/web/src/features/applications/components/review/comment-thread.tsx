import { type Application, commentBodySchema } from '@warroom/contracts';
import { Button, Form, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useAddComment } from '../../hooks/use-review-writes';
import { EarlierComments } from './earlier-comments';

/** The comments, oldest first as a conversation (the newest 20, then all on request), and the box to add one. */
export function CommentThread({ application }: { application: Application }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useAddComment(() => setComment(''));
  const idPrefix = `comments-${application.id}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = commentBodySchema.safeParse({ comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Comment is required');
      document.getElementById(`${idPrefix}-input`)?.focus();
      return;
    }
    setError(undefined);
    mutation.mutate({ id: application.id, body: parsed.data });
  };

  return (
    <section aria-labelledby={`${idPrefix}-title`} className="review-section">
      <h3 id={`${idPrefix}-title`} className="review-section__title">
        Comments ({application.commentCount})
      </h3>
      {application.commentCount === 0 ? (
        <p className="text-secondary">No comments yet</p>
      ) : (
        <EarlierComments application={application} />
      )}
      <form noValidate onSubmit={submit} aria-label={`Comment on ${application.applicantName}`}>
        <Form layout="vertical" component={false}>
          <Form.Item
            label="Add a comment"
            htmlFor={`${idPrefix}-input`}
            validateStatus={error ? 'error' : undefined}
            help={error}
          >
            <Input.TextArea
              id={`${idPrefix}-input`}
              value={comment}
              onChange={(event) => {
                setComment(event.target.value);
                setError(undefined);
              }}
              aria-invalid={Boolean(error)}
              autoSize={{ minRows: 2, maxRows: 8 }}
              maxLength={5000}
            />
          </Form.Item>
          <Button htmlType="submit" loading={mutation.isPending}>
            Add Comment
          </Button>
        </Form>
      </form>
    </section>
  );
}
