import type { EntityManager } from '@mikro-orm/postgresql';
import { type ApplicationComment, type Page, type PageQuery } from '@warroom/contracts';
import { isoOf, withinBudget } from '@warroom/persistence';

type CommentRow = {
  id: string;
  application_id: string;
  author_name: string;
  comment: string;
  created_at: Date;
};

const commentView = (row: CommentRow): ApplicationComment => ({
  id: row.id,
  comment: row.comment,
  createdAt: isoOf(row.created_at),
  author: { name: row.author_name },
});

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
