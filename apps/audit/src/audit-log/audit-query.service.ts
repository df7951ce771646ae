import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { auditCursorOf, type AuditEntryView, type AuditLogQuery, type AuditPage } from '@warroom/contracts';
import { escapeLike, isoText, kyselyOf, withinBudget } from '@warroom/persistence';
import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { AuditDb } from '../orm.js';
import type { AuditEntry } from './audit-entry.entity.js';

/** The filter of a page of the log: where the last page ended, and what the admin asked for. */
function filtersOf(query: AuditLogQuery): Expression<SqlBool>[] {
  const eb = expressionBuilder<AuditDb, 'AuditEntry'>();
  const filters: Expression<SqlBool>[] = [];
  if (query.before) {
    const separator = query.before.lastIndexOf('_');
    const at = query.before.slice(0, separator);
    const id = query.before.slice(separator + 1);
    filters.push(
      eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(sql<Date>`${at}::timestamptz`, sql<string>`${id}::uuid`)),
    );
  }
  if (query.action) filters.push(eb('action', '=', query.action));
  if (query.actor) filters.push(eb('actorEmail', '=', query.actor.toLowerCase()));
  if (query.entity?.includes(':')) {
    // `Application:<id>` names one thing.
    filters.push(eb('entity', '=', query.entity));
  } else if (query.entity) {
    // `Application` names every one of its kind: the kind, on the expression
    // audit_log_entity_kind_idx indexes (newest first, a page of it); the `like` keeps the meaning
    // exact (a `Kind:` prefix, not an entity `Kind`).
    filters.push(
      eb(eb.fn('split_part', [eb.ref('entity'), sql.lit(':'), sql.lit(1)]), '=', query.entity),
      eb('entity', 'like', `${escapeLike(query.entity)}:%`),
    );
  }
  return filters;
}

/**
 * The statement of a page of the log (one entry more than asked), for the service and a check of
 * its plan. The instant in the form of Date.toISOString() (what the cursor and the answer carry),
 * and no data as null: PostgreSQL writes them, so the driver parses no date and nothing is checked
 * here. The instant's alias is not the property's: ORDER BY would take it for the column and
 * sort the whole table by the text (a plan test holds this statement to the index).
 */
export function auditPage(db: Kysely<AuditDb>, query: AuditLogQuery) {
  const filters = filtersOf(query);
  return db
    .selectFrom('AuditEntry')
    .select((eb) => [
      'id',
      isoText(eb.ref('createdAt')).as('createdIso'),
      'actorId',
      'actorEmail',
      'action',
      'entity',
      sql<AuditEntry['data'] | null>`nullif(${eb.ref('data')}, '{}'::jsonb)`.as('data'),
    ])
    .$if(filters.length > 0, (qb) => qb.where((eb) => eb.and(filters)))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1);
}

type PageEntry = Awaited<ReturnType<ReturnType<typeof auditPage>['execute']>>[number];

function toView(entry: PageEntry): AuditEntryView {
  const actorEmail = entry.actorEmail ?? null;
  return {
    id: entry.id,
    createdAt: entry.createdIso,
    actor: actorEmail ? (entry.actorId ? { id: entry.actorId, email: actorEmail } : { email: actorEmail }) : null,
    action: entry.action,
    entity: entry.entity ?? null,
    meta: entry.data ? JSON.stringify(entry.data) : null,
  };
}

/**
 * Reads the audit log newest first, a page at a time, with keyset pagination on
 * (created_at, id) so that a deep page costs what the first one does.
 */
@Injectable()
export class AuditQueryService {
  constructor(private readonly em: EntityManager) {}

  async list(query: AuditLogQuery): Promise<AuditPage> {
    const rows = await auditPage(kyselyOf<AuditDb>(this.em), query).execute();
    const page = rows.slice(0, query.limit).map(toView);
    // A page also stops at the byte budget; the cursor then points after its last entry.
    const entries = withinBudget(page);
    const last = entries.at(-1);
    const more = rows.length > query.limit || entries.length < page.length;
    return { items: entries, ...(more && last ? { next: auditCursorOf(last) } : {}) };
  }
}
