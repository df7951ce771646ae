import type { EntityManager } from '@mikro-orm/postgresql';
import { COMMENTS_SHOWN_MAX, type ApplicationComment, type Page, type PageQuery } from '@warroom/contracts';
import { isoOf, withinBudget } from '@warroom/persistence';

type CommentRow = {
  id: string;
  application_id: string;
  author_name: string;
  comment: string;
  created_at: Date;
  total?: string | number;
};

const commentView = (row: CommentRow): ApplicationComment => ({
  id: row.id,
  comment: row.comment,
  createdAt: isoOf(row.created_at),
  author: { name: row.author_name },
});

export type RecentComments = { comments: ApplicationComment[]; count: number };

/**
 * The newest comments (at most 20) of each application, oldest first, and how many each has:
 * an application can gather any number of comments, and its card must stay bounded.
 */
export async function recentComments(
  em: EntityManager,
  applicationIds: readonly string[],
): Promise<Map<string, RecentComments>> {
  const result = new Map<string, RecentComments>(applicationIds.map((id) => [id, { comments: [], count: 0 }]));
  if (applicationIds.length === 0) return result;
  const rows = await em.execute<CommentRow[]>(
    `select id, application_id, author_name, comment, created_at, total from (
       select c.*, row_number() over (partition by application_id order by created_at desc, id desc) as n,
              count(*) over (partition by application_id) as total
         from comments c where application_id in (?)
     ) ranked where n <= ? order by application_id, created_at, id`,
    [applicationIds, COMMENTS_SHOWN_MAX],
  );
  for (const row of rows) {
    const entry = result.get(row.application_id);
    if (!entry) continue;
    entry.count = Number(row.total);
    entry.comments.push(commentView(row));
  }
  return result;
}

/** GET /api/applications/{id}/comments: every comment, oldest first, a page at a time. */
export async function commentPage(em: EntityManager, id: string, page: PageQuery): Promise<Page<ApplicationComment>> {
  const [rows, counted] = await Promise.all([
    em.execute<CommentRow[]>(
      `select id, application_id, author_name, comment, created_at from comments where application_id = ?
        order by created_at, id limit ? offset ?`,
      [id, page.limit, page.offset],
    ),
    em.execute<{ total: string }[]>('select count(*) as total from comments where application_id = ?', [id]),
  ]);
  return { items: withinBudget(rows.map(commentView)), total: Number(counted[0]?.total ?? 0) };
}
