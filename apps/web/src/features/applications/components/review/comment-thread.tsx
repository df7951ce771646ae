import { type Application, commentBodySchema } from '@warroom/contracts';
import { Button, Form, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useAddComment } from '../../hooks/use-review-writes';
import { voteBreakdown } from '../../vote-meta';
import { CommentList, EarlierComments } from './earlier-comments';

/**
 * Blind until you vote (PRODUCT.md section 11): a reviewer who has not voted, or is recused,
 * is sent only their own comments; the count still counts everyone's.
 */
function OwnComments({ application }: { application: Application }) {
  const hidden = application.commentCount > application.comments.length;
  return (
    <>
      <CommentList comments={application.comments} />
      {hidden ? (
        <p className="text-secondary">
          {application.recused
            ? "Other reviewers' comments are hidden while you are recused."
            : "Other reviewers' comments are hidden until you vote."}
        </p>
      ) : null}
    </>
  );
}

/** The box to add a comment ('Comment is required' when empty). */
function CommentForm({ application }: { application: Application }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useAddComment(() => setComment(''));
  const inputId = `comments-${application.id}-input`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = commentBodySchema.safeParse({ comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Comment is required');
      document.getElementById(inputId)?.focus();
      return;
    }
    setError(undefined);
    mutation.mutate({ id: application.id, body: parsed.data });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Comment on ${application.applicantName}`}>
      <Form layout="vertical" component={false}>
        <Form.Item label="Add a comment" htmlFor={inputId} validateStatus={error ? 'error' : undefined} help={error}>
          <Input.TextArea
            id={inputId}
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
  );
}

/**
 * The comments, oldest first as a conversation (the newest 20, then all on request), and the
 * box to add one; while recused, no box (the server refuses a recused reviewer's comment).
 */
export function CommentThread({ application }: { application: Application }) {
  const titleId = `comments-${application.id}-title`;
  return (
    <section aria-labelledby={titleId} className="review-section">
      <h3 id={titleId} className="review-section__title">
        Comments ({application.commentCount})
      </h3>
      {application.commentCount === 0 ? (
        <p className="text-secondary">No comments yet</p>
      ) : voteBreakdown(application.voteTally) === null ? (
        <OwnComments application={application} />
      ) : (
        <EarlierComments application={application} />
      )}
      {application.recused ? (
        <p className="text-secondary">You cannot comment while you are recused.</p>
      ) : (
        <CommentForm application={application} />
      )}
    </section>
  );
}
