import type { EntityManager } from '@mikro-orm/postgresql';
import { type ApplicationComment, type Caller, type Page, type PageQuery } from '@warroom/contracts';
import { isoTextSql, withinBudget } from '@warroom/persistence';
import { seesOthersReviews } from './review-visibility.js';

type CommentRow = ApplicationComment & { total: number };

/** Where the caller stands on an application: whether they have a current vote, or are recused. */
async function standingOf(
  em: EntityManager,
  id: string,
  caller: Caller,
): Promise<{ voted: boolean; recused: boolean }> {
  const [row] = await em.execute<{ voted: boolean; recused: boolean }[]>(
    `select exists (select 1 from votes where application_id = ? and voter_id = ? and replaced_at is null) as voted,
            exists (select 1 from recusals where application_id = ? and reviewer_id = ? and withdrawn_at is null) as recused`,
    [id, caller.id, id, caller.id],
  );
  return row ?? { voted: false, recused: false };
}

/**
 * GET /api/applications/{id}/comments: the comments the caller may read (every one once they
 * have voted, an ADMIN always; otherwise only their own: PRODUCT.md section 11), oldest first,
 * a page at a time, with how many that is.
 */
export async function commentPage(
  em: EntityManager,
  id: string,
  page: PageQuery,
  caller: Caller,
): Promise<Page<ApplicationComment>> {
  const onlyAuthor = seesOthersReviews(caller, await standingOf(em, id, caller)) ? null : caller.id;
  const rows = await em.execute<CommentRow[]>(
    `select c.id, c.comment, ${isoTextSql('c.created_at')} as "createdAt",
            json_build_object('id', c.author_id, 'name', c.author_name) as author,
            count(*) over ()::int as total
       from comments c
      where c.application_id = ? and (?::uuid is null or c.author_id = ?::uuid)
      order by c.created_at, c.id limit ? offset ?`,
    [id, onlyAuthor, onlyAuthor, page.limit, page.offset],
  );
  const total = rows[0]?.total ?? (page.offset > 0 ? await countOf(em, id, onlyAuthor) : 0);
  return { items: withinBudget(rows.map(({ total: _total, ...comment }) => comment)), total };
}

async function countOf(em: EntityManager, id: string, onlyAuthor: string | null): Promise<number> {
  const [row] = await em.execute<{ total: number }[]>(
    'select count(*)::int as total from comments where application_id = ? and (?::uuid is null or author_id = ?::uuid)',
    [id, onlyAuthor, onlyAuthor],
  );
  return row?.total ?? 0;
}
