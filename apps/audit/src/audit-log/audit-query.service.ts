import { Injectable } from '@nestjs/common';
import { CompiledQuery } from 'kysely';
import { EntityManager } from '@mikro-orm/postgresql';
import { auditCursorOf, type AuditEntryView, type AuditLogQuery, type AuditPage } from '@warroom/contracts';
import { escapeLike, isoTextSql, withinBudget } from '@warroom/persistence';

/** A row as the page's statement reads it: its instant already as ISO text, its data null when empty. */
type Row = {
  id: string;
  created_iso: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  entity: string | null;
  data: Record<string, unknown> | null;
};

/**
 * Reads the audit log newest first, a page at a time, with keyset pagination on
 * (created_at, id) so that a deep page costs what the first one does.
 */
@Injectable()
export class AuditQueryService {
  constructor(private readonly em: EntityManager) {}

  async list(query: AuditLogQuery): Promise<AuditPage> {
    const { sql, params } = auditPageSql(query);
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${(n += 1)}`);
    const { rows } = await this.em.getKysely().executeQuery<Row>(CompiledQuery.raw(text, params));
    const page = rows.slice(0, query.limit).map(toView);
    // A page also stops at the byte budget; the cursor then points after its last entry.
    const entries = withinBudget(page);
    const last = entries.at(-1);
    const more = rows.length > query.limit || entries.length < page.length;
    return { items: entries, ...(more && last ? { next: auditCursorOf(last) } : {}) };
  }
}

/** The statement of a page of the log (one entry more than asked), for the service and a check of its plan. */
export function auditPageSql(query: AuditLogQuery): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.before) {
    const separator = query.before.lastIndexOf('_');
    where.push('(created_at, id) < (?::timestamptz, ?::uuid)');
    params.push(query.before.slice(0, separator), query.before.slice(separator + 1));
  }
  if (query.action) {
    where.push('action = ?');
    params.push(query.action);
  }
  if (query.actor) {
    where.push('actor_email = ?');
    params.push(query.actor.toLowerCase());
  }
  if (query.entity) {
    // `Application:<id>` names one thing; `Application` names every one of its kind.
    if (query.entity.includes(':')) {
      where.push('entity = ?');
      params.push(query.entity);
    } else {
      // The kind, on the expression audit_log_entity_kind_idx indexes (newest first, a page
      // of it); the `like` keeps the meaning exact (a `Kind:` prefix, not an entity `Kind`).
      where.push("split_part(entity, ':', 1) = ? and entity like ? escape '\\'");
      params.push(query.entity, `${escapeLike(query.entity)}:%`);
    }
  }
  params.push(query.limit + 1);
  // The instant in the form of Date.toISOString() (what the cursor and the answer carry), and
  // no data as null: PostgreSQL writes them, so the driver parses no date and nothing is checked
  // here. The instant's alias is not `created_at`: ORDER BY would take it for the column and
  // sort the whole table by the text (a plan test holds this statement to the index).
  return {
    sql: `select id, ${isoTextSql('created_at')} as created_iso,
              actor_id, actor_email, action, entity, nullif(data, '{}'::jsonb) as data from audit_log
       ${where.length ? `where ${where.join(' and ')}` : ''}
       order by created_at desc, id desc
       limit ?`,
    params,
  };
}

function toView(row: Row): AuditEntryView {
  return {
    id: row.id,
    createdAt: row.created_iso,
    actor: row.actor_email
      ? row.actor_id
        ? { id: row.actor_id, email: row.actor_email }
        : { email: row.actor_email }
      : null,
    action: row.action,
    entity: row.entity,
    meta: row.data ? JSON.stringify(row.data) : null,
  };
}
