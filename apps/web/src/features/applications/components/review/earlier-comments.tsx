import type { Application, ApplicationComment } from '@warroom/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { ListPager } from '../../../../components/list-pager';
import { QueryError } from '../../../../components/query-error';
import { formatDate } from '../../../../lib/format-date';
import { useApplicationComments } from '../../hooks/use-application-comments';
import './review-answers.css';

export function CommentList({ comments }: { comments: readonly ApplicationComment[] }) {
  if (comments.length === 0) return null;
  return (
    <ul className="comment-list">
      {comments.map((item) => (
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
  );
}

/**
 * An application's comments, oldest first. The card carries the newest 20; when it has more,
 * 'Show all N comments' reads the others from the oldest on, a page at a time, and the
 * pager between them and the newest says how many are shown and loads the next page.
 */
export function EarlierComments({ application }: { application: Application }) {
  const [wanted, setWanted] = useState(false);
  const earlier = useApplicationComments(application.id, wanted);
  const newest = application.comments;
  const newestIds = new Set(newest.map((comment) => comment.id));
  const older = (earlier.data?.items ?? []).filter((comment) => !newestIds.has(comment.id));
  const shown = older.length + newest.length;
  const hidden = application.commentCount - shown;

  return (
    <>
      <CommentList comments={older} />
      {earlier.isError && !earlier.data ? (
        <QueryError
          title="Could not load the earlier comments"
          error={earlier.error}
          onRetry={() => void earlier.refetch()}
        />
      ) : null}
      {hidden > 0 && !earlier.data && !earlier.isError ? (
        <Button className="comment-list__more" loading={earlier.isFetching} onClick={() => setWanted(true)}>
          Show all {application.commentCount} comments
        </Button>
      ) : null}
      <ListPager list={earlier} noun="comments" shown={shown} autoLoad={false} />
      <CommentList comments={newest} />
    </>
  );
}
