import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ApplicationStatus,
  applicationOps,
  type Application as ApplicationView,
  type ApplicationComment,
  type Caller,
  type OperationInput,
  keysetCursorOf,
  parseKeysetCursor,
  type Page,
} from '@warroom/contracts';
import { escapeLike, kyselyOf } from '@warroom/persistence';
import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { CounterDimension } from '../analytics/application-counter.entity.js';
import type { ApplicationsDb } from '../orm.js';
import { ApplicationReader } from './application-reader.js';
import { viewColumns, viewsOf, type ReadView, type ViewScope } from './application-views.js';
import { commentPage } from './review-reads.js';
import { standingOn } from './standing.js';

type ListInput = OperationInput<typeof applicationOps.list>;
type ListQuery = ListInput['query'];

/** The filter of a page of the review list, on `Application as a`. */
function filtersOf(query: ListQuery, caller: Caller): Expression<SqlBool>[] {
  const eb = expressionBuilder<ViewScope, 'a'>();
  const filters: Expression<SqlBool>[] = [];
  if (query.status) filters.push(eb('a.status', '=', query.status));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(
      eb.or([
        eb('a.applicantName', 'ilike', pattern),
        eb('a.applicantEmail', 'ilike', pattern),
        eb('a.currentCompany', 'ilike', pattern),
      ]),
    );
  }
  if (query.needsMyVote) {
    // PRODUCT.md section 11: open for votes, and the caller has neither voted nor stepped aside.
    const { voted, recused } = standingOn(caller.id);
    filters.push(
      eb('a.status', 'in', [ApplicationStatus.UnderReview, ApplicationStatus.Voting]),
      eb.not(voted),
      eb.not(recused),
    );
  }
  return filters;
}

/** Without a search or a queue, the total is in the running status counters: no count over the table. */
function countedOf(db: Kysely<ApplicationsDb>, query: ListQuery, filters: readonly Expression<SqlBool>[]) {
  if (!query.q && !query.needsMyVote) {
    const counters = db
      .selectFrom('ApplicationCounter')
      .select((eb) => eb.fn.sum('count').as('total'))
      .where('dimension', '=', CounterDimension.Status);
    return (query.status ? counters.where('key', '=', query.status) : counters).as('counted');
  }
  return db
    .selectFrom('Application as a')
    .select((eb) => eb.fn.countAll().as('total'))
    .$if(filters.length > 0, (qb) => qb.where((eb) => eb.and([...filters])))
    .as('counted');
}

/**
 * The ids of a page of the review list (one more than asked), newest first: an index range
 * that stops after the page (a plan test reads this statement).
 */
export function reviewPageIds(db: Kysely<ApplicationsDb>, query: ListQuery, caller: Caller) {
  const position = query.after ? parseKeysetCursor(query.after) : null;
  const eb = expressionBuilder<ViewScope, 'a'>();
  const filters = [
    ...filtersOf(query, caller),
    ...(position
      ? [eb(eb.refTuple('a.submittedAt', 'a.id'), '<', eb.tuple(sql<Date>`${position.at}::timestamptz`, position.id))]
      : []),
  ];
  return db
    .selectFrom('Application as a')
    .select(['a.id', 'a.submittedAt'])
    .$if(filters.length > 0, (qb) => qb.where(eb.and(filters)))
    .orderBy('a.submittedAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(query.limit + 1)
    .offset(position ? 0 : query.offset);
}

/**
 * One statement: the page's ids (one more than asked, to know whether more follow), the
 * total, and the views of the page; a row with only the total when the page is empty.
 */
function listStatement(db: Kysely<ApplicationsDb>, query: ListQuery, caller: Caller) {
  return db
    .with('page', () => reviewPageIds(db, query, caller))
    .selectFrom(countedOf(db, query, filtersOf(query, caller)))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom(
            eb
              .selectFrom('page')
              .select('page.id')
              .orderBy('page.submittedAt', 'desc')
              .orderBy('page.id', 'desc')
              .limit(query.limit)
              .as('p'),
          )
          .innerJoin('Application as a', 'a.id', 'p.id')
          .select(['a.submittedAt as at', ...viewColumns(caller.id)])
          .as('view'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'counted.total',
      eb
        .selectFrom('page')
        .select(sql<number>`count(*)::int`.as('rows'))
        .as('pageRows'),
    ])
    .selectAll('view')
    .orderBy('view.at', 'desc')
    .orderBy('view.id', 'desc');
}

/** The view in a row of the list's statement, if it carries one (an empty page's one row carries only the total). */
const isView = <Row extends { id: string | null }>(row: Row): row is Row & ReadView => row.id !== null;

/** The review list and an application's comments. */
@Injectable()
export class ReviewListService {
  constructor(
    private readonly em: EntityManager,
    private readonly reader: ApplicationReader,
  ) {}

  /**
   * Newest first; `q` matches name, email or company, case-insensitively; `needsMyVote` what
   * waits for the caller. A page read `after` a cursor starts where the last one ended (an
   * index range: the millionth row costs what the first does); every page says where the
   * next one starts.
   */
  async list({ query, caller }: ListInput): Promise<Page<ApplicationView>> {
    const rows = await listStatement(kyselyOf<ApplicationsDb>(this.em), query, caller).execute();
    const page = rows.flatMap(({ total: _total, pageRows: _pageRows, at: _at, ...view }) =>
      isView(view) ? [view] : [],
    );
    const items = viewsOf(page, caller);
    const last = items.at(-1);
    // More rows, or a page cut short by the byte budget: the next page starts after its last item.
    const more = (rows[0]?.pageRows ?? 0) > query.limit || items.length < page.length;
    return {
      items,
      total: Number(rows[0]?.total ?? 0),
      ...(more && last ? { next: keysetCursorOf(last.submittedAt, last.id) } : {}),
    };
  }

  /** One application as the caller may see it; 404 for no such application. */
  get({ params, caller }: OperationInput<typeof applicationOps.get>): Promise<ApplicationView> {
    return this.reader.view(this.em, params.id, caller);
  }

  /** Every comment of an application, oldest first, a page at a time; 404 for no such application. */
  async comments(input: OperationInput<typeof applicationOps.comments>): Promise<Page<ApplicationComment>> {
    const page = await commentPage(this.em, input.params.id, input.query, input.caller);
    if (page.total === 0) await this.reader.get(this.em, input.params.id);
    return page;
  }
}
