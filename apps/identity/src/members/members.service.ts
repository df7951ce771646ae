import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql, type ExpressionBuilder } from 'kysely';
import {
  DomainError,
  ErrorCode,
  EventTypes,
  Role,
  Visibility,
  type Caller,
  type Member,
  type MemberListQuery,
  type OperationInput,
  type Page,
  type memberOps,
  type UpdateProfileBody,
  updateProfileBodySchema,
} from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { countOf, isoText, kyselyOf, readPageAndCount, searchQuery } from '@warroom/persistence';
import type { IdentityDb } from '../orm.js';
import { SessionNotices } from '../sessions/session-notices.js';
import { User } from '../users/user.entity.js';
import { memberDocument } from './member-search.js';

/** The profile fields `PATCH /api/profile` may change: the contract's, in its order (the audit's). */
const PROFILE_FIELDS = Object.keys(updateProfileBodySchema.shape) as (keyof UpdateProfileBody & keyof User)[];

/** The columns a member's view is made of: the profile, and who the member is. */
const MEMBER_COLUMNS = ['id', 'email', 'role', 'active', 'stageSince', ...PROFILE_FIELDS] as const;

/** A row of those columns as PostgreSQL answers it: a column without a value is null, never missing. */
type MemberRow = { [K in (typeof MEMBER_COLUMNS)[number]]-?: Exclude<User[K], undefined> } & { joinedAt: string };

const isAdmin = (caller: Caller): boolean => caller.role === Role.Admin;

/** A member as `caller` sees them: the email only when shared, for an ADMIN, or their own. */
export function memberView(row: MemberRow, caller: Caller): Member {
  const { email, ...profile } = row;
  const showEmail = row.shareEmail || isAdmin(caller) || row.id === caller.id;
  return { ...profile, ...(showEmail ? { email } : {}) };
}

/** The rows `caller` may see: active, shown to members; an ADMIN sees every one, an owner their own. */
function visibleTo(caller: Caller) {
  return (eb: ExpressionBuilder<IdentityDb, 'User'>) =>
    isAdmin(caller)
      ? eb.lit(true)
      : eb.or([eb('id', '=', caller.id), eb.and([eb('active', '=', true), eb('visibility', '=', Visibility.Members)])]);
}

const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * The directory (PRODUCT.md section 16): members by name, found by the words of their profile
 * (`member_search`, a GIN index) and filtered by expertise (any of), industry, stage and what
 * they are open to (all of); one member; one's own profile changed, audited by field names.
 */
@Injectable()
export class MembersService {
  constructor(
    private readonly em: EntityManager,
    private readonly notices: SessionNotices,
  ) {}

  list(caller: Caller, query: MemberListQuery): Promise<Page<Member>> {
    const db = kyselyOf<IdentityDb>(this.em);
    // The members a search finds, from the search index alone (a bitmap scan of the GIN index),
    // before they are ordered by name: left to itself the planner walks the name index and
    // computes every member's document until it has a page.
    const found = query.q
      ? db.with(
          (cte) => cte('found').materialized(),
          (from) =>
            from
              .selectFrom('User')
              .select('id')
              .where(sql<boolean>`${memberDocument} @@ ${searchQuery(query.q ?? '')}`),
        )
      : db;
    const members = (found as typeof db)
      .selectFrom('User')
      .select([...MEMBER_COLUMNS, isoText(sql.ref('createdAt')).as('joinedAt')])
      .where(visibleTo(caller))
      .$if(Boolean(query.q), (rows) => rows.where(sql<boolean>`${sql.ref('id')} in (select "id" from "found")`))
      .$if(Boolean(query.expertise?.length), (rows) =>
        rows.where(sql<boolean>`${sql.ref('expertise')} ?| ${sql.val(query.expertise ?? [])}::text[]`),
      )
      .$if(query.industry !== undefined, (rows) => rows.where('industry', '=', query.industry ?? ''))
      .$if(query.stage !== undefined, (rows) => rows.where('stage', '=', query.stage ?? null))
      .$if(Boolean(query.openTo?.length), (rows) =>
        rows.where(sql<boolean>`${sql.ref('openTo')} @> ${JSON.stringify(query.openTo ?? [])}::jsonb`),
      )
      .orderBy(sql`lower(${sql.ref('name')})`)
      .orderBy('id');
    return readPageAndCount(
      members,
      query,
      (row) => memberView(row as MemberRow, caller),
      () => countOf(members),
    );
  }

  async get(caller: Caller, id: string): Promise<Member> {
    const row = await kyselyOf<IdentityDb>(this.em)
      .selectFrom('User')
      .select([...MEMBER_COLUMNS, isoText(sql.ref('createdAt')).as('joinedAt')])
      .where('id', '=', id)
      .where(visibleTo(caller))
      .executeTakeFirst();
    // A hidden profile is no different from none (PRODUCT.md section 16).
    if (!row) throw new DomainError(ErrorCode.NotFound, 'Member not found');
    return memberView(row as MemberRow, caller);
  }

  async update({ caller, body }: OperationInput<typeof memberOps.updateProfile>): Promise<Member> {
    const changed = await this.em.transactional(async (em) => {
      const user = await em.findOne(User, { id: caller.id }, { populate: ['bio'] });
      if (!user) throw new DomainError(ErrorCode.NotFound, 'User not found');
      // Any PATCH of one's profile answers 'Complete your profile', an empty one ('Later') too;
      // that alone is no change of the profile: no event, but the session (`me`) carries it.
      const prompted = user.profilePrompt;
      user.profilePrompt = false;
      const fields = PROFILE_FIELDS.filter(
        (field) => body[field] !== undefined && JSON.stringify(body[field]) !== JSON.stringify(user[field] ?? null),
      );
      if (fields.length === 0) return prompted;
      if (fields.includes('stage')) user.stageSince = body.stage ? today() : null;
      Object.assign(user, Object.fromEntries(fields.map((field) => [field, body[field]])));
      user.updatedAt = new Date();
      recordEvent(em, {
        type: EventTypes.profileUpdated,
        actor: { id: caller.id, email: caller.email },
        entity: `User:${user.id}`,
        data: { fields: [...fields] },
      });
      return prompted || fields.includes('name');
    });
    // The name and the prompt are what a session carries too (`me`).
    if (changed) this.notices.changed(caller.id);
    return this.get(caller, caller.id);
  }
}
