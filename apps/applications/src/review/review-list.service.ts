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
import { escapeLike } from '@warroom/persistence';
import { CounterDimension } from '../analytics/application-counter.entity.js';
import { ApplicationReader } from './application-reader.js';
import { VIEW_COLUMNS, viewsOf, type ViewRow } from './application-views.js';
import { commentPage } from './review-reads.js';

type ListInput = OperationInput<typeof applicationOps.list>;

/** The filter of a page of the review list, as SQL with its parameters. */
type Filter = { where: string; params: unknown[] };

function filterOf(query: ListInput['query'], caller: Caller): Filter {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (query.status) {
    clauses.push('a.status = ?');
    params.push(query.status);
  }
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    clauses.push('(a.applicant_name ilike ? or a.applicant_email ilike ? or a.current_company ilike ?)');
    params.push(pattern, pattern, pattern);
  }
  if (query.needsMyVote) {
    // PRODUCT.md section 11: open for votes, and the caller has neither voted nor stepped aside.
    clauses.push(`a.status in (?, ?)
      and not exists (select 1 from votes v where v.application_id = a.id and v.voter_id = ? and v.replaced_at is null)
      and not exists (select 1 from recusals r where r.application_id = a.id and r.reviewer_id = ? and r.withdrawn_at is null)`);
    params.push(ApplicationStatus.UnderReview, ApplicationStatus.Voting, caller.id, caller.id);
  }
  return { where: clauses.length > 0 ? `where ${clauses.join(' and ')}` : '', params };
}

/** Without a search or a queue, the total is in the running status counters: no count over the table. */
function totalOf(query: ListInput['query'], filter: Filter): { sql: string; params: unknown[] } {
  if (!query.q && !query.needsMyVote) {
    return query.status
      ? {
          sql: 'select sum(count) as total from application_counters where dimension = ? and key = ?',
          params: [CounterDimension.Status, query.status],
        }
      : {
          sql: 'select sum(count) as total from application_counters where dimension = ?',
          params: [CounterDimension.Status],
        };
  }
  return { sql: `select count(*) as total from applications a ${filter.where}`, params: filter.params };
}

/**
 * The ids of a page of the review list (one more than asked), newest first: an index range
 * that stops after the page (`reviewPageIdsSql` is what a plan test reads).
 */
function pageIdsSql(query: ListInput['query'], filter: Filter): { sql: string; params: unknown[] } {
  const position = query.after ? parseKeysetCursor(query.after) : null;
  const keyset = position ? `${filter.where ? 'and' : 'where'} (a.submitted_at, a.id) < (?::timestamptz, ?)` : '';
  return {
    sql: `select a.id, a.submitted_at from applications a ${filter.where} ${keyset}
           order by a.submitted_at desc, a.id desc limit ? offset ?`,
    params: [
      ...filter.params,
      ...(position ? [position.at, position.id] : []),
      query.limit + 1,
      position ? 0 : query.offset,
    ],
  };
}

/** The statement reading a page's ids, for a check of its plan. */
export const reviewPageIdsSql = (query: ListInput['query'], caller: Caller): { sql: string; params: unknown[] } =>
  pageIdsSql(query, filterOf(query, caller));

/** A row of the list's statement: the total and how many ids the page read, with a view (all null on an empty page). */
type ListRow = ViewRow & { total: string | number | null; pageRows: number; at: Date };

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
    const filter = filterOf(query, caller);
    const ids = pageIdsSql(query, filter);
    const total = totalOf(query, filter);
    // One statement: the page's ids (one more than asked, to know whether more follow), the
    // total, and the views of the page; a row with only the total when the page is empty.
    const rows = await this.em.execute<ListRow[]>(
      `with page as (${ids.sql})
       select counted.total, (select count(*)::int from page) as "pageRows", v.*
         from (${total.sql}) counted
         left join lateral (
           select a.submitted_at as "at", ${VIEW_COLUMNS}
             from (select id from page order by submitted_at desc, id desc limit ?) p
             join applications a on a.id = p.id) v on true
        order by v.at desc, v.id desc`,
      [...ids.params, ...total.params, caller.id, query.limit],
    );
    const page = rows.filter((row) => row.id !== null);
    const items = viewsOf(page, caller);
    const last = items.length > 0 ? page[items.length - 1] : undefined;
    // More rows, or a page cut short by the byte budget: the next page starts after its last item.
    const more = (rows[0]?.pageRows ?? 0) > query.limit || items.length < page.length;
    return {
      items,
      total: Number(rows[0]?.total ?? 0),
      ...(more && last ? { next: keysetCursorOf(last.at, last.id) } : {}),
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
