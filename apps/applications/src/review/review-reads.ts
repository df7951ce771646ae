import type { EntityManager } from '@mikro-orm/postgresql';
import { type ApplicationComment, type Caller, type Page, type PageQuery } from '@warroom/contracts';
import { countOf, isoText, kyselyOf, readPageOf, TOTAL_OVER_ALL } from '@warroom/persistence';
import type { Kysely } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { ApplicationsDb } from '../orm.js';
import { seesOthersReviews } from './review-visibility.js';
import { standingOn } from './standing.js';

/** Where the caller stands on an application: whether they have a current vote, or are recused. */
async function standingOf(db: Kysely<ApplicationsDb>, id: string, caller: Caller) {
  const { voted, recused } = standingOn(caller.id);
  const row = await db
    .selectFrom('Application as a')
    .select([voted.as('voted'), recused.as('recused')])
    .where('a.id', '=', id)
    .executeTakeFirst();
  return { voted: row?.voted === true, recused: row?.recused === true };
}

/** An application's comments, or the comments of one author on it (whom `onlyAuthor` names). */
const commentsOf = (db: Kysely<ApplicationsDb>, id: string, onlyAuthor: string | null) => {
  const comments = db.selectFrom('Comment as c').where('c.application', '=', id);
  return onlyAuthor === null ? comments : comments.where('c.authorId', '=', onlyAuthor);
};

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
  const db = kyselyOf<ApplicationsDb>(em);
  const onlyAuthor = seesOthersReviews(caller, await standingOf(db, id, caller)) ? null : caller.id;
  const rows = commentsOf(db, id, onlyAuthor)
    .select((eb) => [
      'c.id',
      'c.comment',
      isoText(eb.ref('c.createdAt')).as('createdIso'),
      jsonBuildObject({ id: eb.ref('c.authorId'), name: eb.ref('c.authorName') }).as('author'),
      TOTAL_OVER_ALL,
    ])
    .orderBy('c.createdAt')
    .orderBy('c.id');
  return readPageOf(
    rows,
    page,
    ({ createdIso, ...comment }) => ({ ...comment, createdAt: createdIso }),
    () => countOf(rows),
  );
}
