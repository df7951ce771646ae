import { type Application, commentBodySchema } from '@warroom/contracts';
import { Button, Form, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../../lib/format-date';
import { useAddComment } from '../../hooks/use-add-comment';

/** The comments, oldest first as a conversation, and the box to add one. */
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
        Comments ({application.comments.length})
      </h3>
      {application.comments.length === 0 ? (
        <p className="text-secondary">No comments yet</p>
      ) : (
        <ul className="comment-list">
          {application.comments.map((item) => (
            <li key={item.id} className="comment-list__item">
              <div>
                <strong>{item.author.name || 'Reviewer'}</strong>{' '}
                <time className="text-secondary" dateTime={item.createdAt}>
                  {formatDate(item.createdAt)}
                </time>
              </div>
              <div className="preserve-lines">{item.comment}</div>
            </li>
          ))}
        </ul>
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
