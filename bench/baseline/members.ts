/**
 * The directory read of the bare baseline (GET /api/members): the one statement identity's
 * MembersService.list runs, as pg_stat_statements shows it (the page and its total as two
 * statements at once; a search first takes the members the search index finds, as a
 * materialized CTE), written out by hand, with the member view made here.
 */
import { Role, Visibility, type Member, type OpenTo, type Stage, type User } from '@warroom/contracts';
import { alternativesOf, SEARCH_CONFIG, splitSearch } from '@warroom/persistence';
import pg, { type Pool } from 'pg';

export type MemberFilters = {
  readonly q?: string;
  readonly expertise: readonly string[];
  readonly industry?: string;
  readonly stage?: string;
  readonly openTo: readonly string[];
  readonly limit: number;
  readonly offset: number;
};

type MemberRow = {
  id: string;
  email: string;
  role: Member['role'];
  active: boolean;
  stage_since: string | null;
  name: string | null;
  headline: string | null;
  company: string | null;
  bio: string | null;
  expertise: string[];
  industry: string | null;
  stage: Stage | null;
  linkedin_url: string | null;
  location: string | null;
  open_to: OpenTo[];
  visibility: Visibility;
  share_email: boolean;
  joinedAt: string;
};

const COLUMNS =
  '"id", "email", "role", "active", "stage_since", "name", "headline", "company", "bio", "expertise" as "expertise", ' +
  '"industry", "stage", "linkedin_url", "location", "open_to" as "open_to", "visibility", "share_email", ' +
  `to_char("created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "joinedAt"`;
const DOCUMENT = 'member_search("name", "headline", "company", "bio", "location")';

/** A `date` as the text PostgreSQL sends (as MikroORM reads it), not a Date at local midnight. */
const DATE_OID = 1082;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID ? (text: string) => text : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** SQL text with its parameters numbered in the order they are added, as Kysely writes them. */
class Statement {
  readonly params: unknown[] = [];
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** searchQuery() of libs/persistence/src/text-search.ts, written as its SQL text. */
function searchQuery(s: Statement, q: string): string {
  const words = (text: string): string =>
    `websearch_to_tsquery(${s.param(SEARCH_CONFIG)}::regconfig, search_unaccent(${s.param(text)}))`;
  const alternatives = alternativesOf(q);
  const last = splitSearch(alternatives.pop() ?? '');
  const earlier = alternatives.map(words);
  let final = last.words ? words(last.words) : null;
  if (last.prefix !== null) {
    const prefix =
      `(to_tsquery(${s.param(SEARCH_CONFIG)}::regconfig, search_unaccent(${s.param(last.prefix)}) || ':*') || ` +
      `to_tsquery('simple', search_unaccent(${s.param(last.prefix)}) || ':*'))`;
    final = final ? `(${final} && ${prefix})` : prefix;
  }
  const parts = [...earlier, final ?? words('')];
  return parts.length === 1 ? parts[0] : `(${parts.join(' || ')})`;
}

/** The where clause of the list: what `caller` may see, then each filter given, in the service's order. */
function whereOf(s: Statement, caller: User, f: MemberFilters): string {
  const admin = caller.role === Role.Admin;
  const conditions = [
    admin
      ? 'true'
      : `("id" = ${s.param(caller.id)} or ("active" = ${s.param(true)} and "visibility" = ${s.param(Visibility.Members)}))`,
  ];
  if (f.q) conditions.push(`"id" in (select "id" from "found")`);
  if (f.expertise.length) conditions.push(`"expertise" ?| ${s.param(f.expertise)}::text[]`);
  if (f.industry !== undefined) conditions.push(`"industry" = ${s.param(f.industry)}`);
  if (f.stage !== undefined) conditions.push(`"stage" = ${s.param(f.stage)}`);
  if (f.openTo.length) conditions.push(`"open_to" @> ${s.param(JSON.stringify(f.openTo))}::jsonb`);
  return conditions.join(' and ');
}

/** The member view in the contract's order (memberSchema), the email only when shared, for an ADMIN, or one's own. */
function memberOf(r: MemberRow, caller: User): Member {
  const showEmail = r.share_email || caller.role === Role.Admin || r.id === caller.id;
  return {
    id: r.id,
    name: r.name,
    headline: r.headline,
    company: r.company,
    bio: r.bio,
    expertise: r.expertise,
    industry: r.industry,
    stage: r.stage,
    stageSince: r.stage_since,
    linkedinUrl: r.linkedin_url,
    location: r.location,
    openTo: r.open_to,
    visibility: r.visibility,
    shareEmail: r.share_email,
    ...(showEmail ? { email: r.email } : {}),
    role: r.role,
    active: r.active,
    joinedAt: r.joinedAt,
  };
}

export async function listMembers(
  identity: Pool,
  caller: User,
  filters: MemberFilters,
): Promise<{ items: Member[]; total: number }> {
  /** The search's CTE, then the where clause, numbered as Kysely numbers them. */
  const from = (s: Statement): string => {
    const found = filters.q
      ? `with "found" as materialized (select "id" from "users" where ${DOCUMENT} @@ ${searchQuery(s, filters.q)}) `
      : '';
    return `${found}select %s from "users" where ${whereOf(s, caller, filters)}`;
  };
  const p = new Statement();
  const page = `${from(p).replace('%s', () => COLUMNS)} order by lower("name"), "id" limit ${p.param(filters.limit)} offset ${p.param(filters.offset)}`;
  const c = new Statement();
  const count = from(c).replace('%s', () => 'count(*)::int as "rows"');
  const [found, counted] = await Promise.all([
    identity.query<MemberRow>({ text: page, values: p.params, types }),
    identity.query<{ rows: number }>(count, c.params),
  ]);
  return { items: found.rows.map((r) => memberOf(r, caller)), total: counted.rows[0]?.rows ?? 0 };
}
