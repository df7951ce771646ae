import type { EntityManager } from '@mikro-orm/postgresql';
import { COMMENTS_SHOWN_MAX, type Application as ApplicationView, type Caller } from '@warroom/contracts';
import { isoText, jsonArrayOf, kyselyOf, withinBudget } from '@warroom/persistence';
import { expressionBuilder, sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { ApplicationsDb } from '../orm.js';
import { reviewsSeenBy } from './review-visibility.js';

/** The tables with the application in view as `a`. */
export type ViewScope = ApplicationsDb & { a: ApplicationsDb['Application'] };

/** Its current votes, oldest first. */
const votesOf = (eb: ExpressionBuilder<ViewScope, 'a'>) =>
  eb
    .selectFrom('Vote as v')
    .select((v) =>
      jsonArrayOf(
        jsonBuildObject({
          voterId: v.ref('v.voterId'),
          voter: jsonBuildObject({ id: v.ref('v.voterId'), name: v.fn.coalesce('v.voterName', 'v.voterEmail') }),
          vote: v.ref('v.vote'),
          reason: v.ref('v.reason'),
          createdAt: isoText(v.ref('v.createdAt')),
        }),
        [v.ref('v.createdAt'), v.ref('v.id')],
      ).as('votes'),
    )
    .whereRef('v.application', '=', 'a.id')
    .where('v.replacedAt', 'is', null);

/** Its live recusals, oldest first. */
const recusalsOf = (eb: ExpressionBuilder<ViewScope, 'a'>) =>
  eb
    .selectFrom('Recusal as r')
    .select((r) =>
      jsonArrayOf(
        jsonBuildObject({
          reviewer: jsonBuildObject({ id: r.ref('r.reviewerId'), name: r.ref('r.reviewerName') }),
          reason: r.ref('r.reason'),
          createdAt: isoText(r.ref('r.createdAt')),
        }),
        [r.ref('r.createdAt'), r.ref('r.id')],
      ).as('recusals'),
    )
    .whereRef('r.application', '=', 'a.id')
    .where('r.withdrawnAt', 'is', null);

/**
 * Its newest COMMENTS_SHOWN_MAX comments and the caller's own newest ones, oldest first (which
 * of them the caller may read is `reviewsSeenBy`'s to say): two index ranges, each stopping early.
 */
const commentsOf = (eb: ExpressionBuilder<ViewScope, 'a'>, callerId: string) => {
  const newest = (own: boolean) =>
    eb
      .selectFrom('Comment as cm')
      .select(['cm.id as id', 'cm.comment as comment', 'cm.createdAt as createdAt'])
      .select(['cm.authorId as authorId', 'cm.authorName as authorName'])
      .whereRef('cm.application', '=', 'a.id')
      .$if(own, (qb) => qb.where('cm.authorId', '=', callerId))
      .orderBy('cm.createdAt', 'desc')
      .orderBy('cm.id', 'desc')
      .limit(COMMENTS_SHOWN_MAX);
  const shown = eb
    .selectFrom(newest(false).as('newest'))
    .selectAll()
    .union(eb.selectFrom(newest(true).as('own')).selectAll());
  return eb.selectFrom(shown.as('c')).select((c) =>
    jsonArrayOf(
      jsonBuildObject({
        id: c.ref('c.id'),
        comment: c.ref('c.comment'),
        createdAt: isoText(c.ref('c.createdAt')),
        author: jsonBuildObject({ id: c.ref('c.authorId'), name: c.ref('c.authorName') }),
      }),
      [c.ref('c.createdAt'), c.ref('c.id')],
    ).as('comments'),
  );
};

/**
 * The select list of an application's view, from `Application as a`: its columns (its instant
 * as ISO text), and as JSON its current votes, its live recusals, the comments the caller may
 * be shown, and how many comments it has. PostgreSQL builds the nested parts, so a page of any
 * size is one statement and one round trip, not one per kind of row.
 */
export function viewColumns(callerId: string) {
  const eb = expressionBuilder<ViewScope, 'a'>();
  return [
    eb.ref('a.id').as('id'),
    eb.ref('a.applicantName').as('applicantName'),
    eb.ref('a.applicantEmail').as('applicantEmail'),
    eb.ref('a.currentRole').as('currentRole'),
    eb.ref('a.currentCompany').as('currentCompany'),
    eb.ref('a.linkedinUrl').as('linkedinUrl'),
    eb.ref('a.whyJoin').as('whyJoin'),
    eb.ref('a.challenges').as('challenges'),
    eb.ref('a.buildingWhat').as('buildingWhat'),
    eb.ref('a.techStack').as('techStack'),
    eb.ref('a.expertise').as('expertise'),
    eb.ref('a.industry').as('industry'),
    eb.ref('a.stage').as('stage'),
    eb.ref('a.status').as('status'),
    isoText(eb.ref('a.submittedAt')).as('submittedIso'),
    eb.ref('a.decisionReason').as('decisionReason'),
    eb.ref('a.votesRequired').as('votesRequired'),
    // Aggregates without a group: one row each, never null.
    votesOf(eb).$asScalar().$notNull().as('votes'),
    recusalsOf(eb).$asScalar().$notNull().as('recusals'),
    commentsOf(eb, callerId).$asScalar().$notNull().as('comments'),
    eb
      .selectFrom('Comment as cc')
      .select(sql<number>`count(*)::int`.as('count'))
      .whereRef('cc.application', '=', 'a.id')
      .$asScalar()
      .$notNull()
      .as('commentCount'),
  ] as const;
}

/** Applications by id, as the view's statement reads them. */
const viewsById = (db: Kysely<ApplicationsDb>, ids: readonly string[], callerId: string) =>
  db.selectFrom('Application as a').select(viewColumns(callerId)).where('a.id', 'in', ids);

/** A row of the view's statement. */
export type ReadView = Awaited<ReturnType<ReturnType<typeof viewsById>['execute']>>[number];

/** The reviewer's view of a row: the application with what the caller may see of its votes and comments. */
function toApplicationView(row: ReadView, caller: Caller): ApplicationView {
  const { submittedIso, votes, recusals, comments, commentCount, ...application } = row;
  const seen = reviewsSeenBy(caller, votes, recusals, comments);
  return {
    ...application,
    currentCompany: application.currentCompany ?? null,
    linkedinUrl: application.linkedinUrl ?? null,
    buildingWhat: application.buildingWhat ?? null,
    techStack: application.techStack ?? null,
    industry: application.industry ?? null,
    stage: application.stage ?? null,
    decisionReason: application.decisionReason ?? null,
    submittedAt: submittedIso,
    ...seen,
    comments: seen.comments.slice(-COMMENTS_SHOWN_MAX),
    commentCount,
  };
}

/** The caller's view of each row (what they may see of its votes), cut to the page's byte budget. */
export function viewsOf(rows: readonly ReadView[], caller: Caller): ApplicationView[] {
  return withinBudget(rows.map((row) => toApplicationView(row, caller)));
}

/** Applications by id, in that order, as the caller sees them: one statement, no managed entity. */
export async function applicationViews(
  em: EntityManager,
  applicationIds: readonly string[],
  caller: Caller,
): Promise<ApplicationView[]> {
  if (applicationIds.length === 0) return [];
  const rows = await viewsById(kyselyOf<ApplicationsDb>(em), applicationIds, caller.id).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return viewsOf(
    applicationIds.flatMap((id) => byId.get(id) ?? []),
    caller,
  );
}
