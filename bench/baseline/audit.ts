/** The audit-log read of the bare baseline: one keyset page, newest first. */
import type { AuditPage } from '@warroom/contracts';
import type { Pool } from 'pg';
import { iso } from './http.ts';

type AuditRow = {
  id: string;
  created_at: Date;
  actor_email: string | null;
  action: string;
  entity: string | null;
  data: Record<string, unknown> | null;
};

export async function auditLogs(audit: Pool, limit: number): Promise<AuditPage> {
  const { rows } = await audit.query<AuditRow>(
    `select id, created_at, actor_email, action, entity, data from audit_log order by created_at desc, id desc limit $1`,
    [limit + 1],
  );
  const entries = rows.slice(0, limit).map((r) => ({
    id: r.id,
    createdAt: iso(r.created_at),
    actor: r.actor_email ? { email: r.actor_email } : null,
    action: r.action,
    entity: r.entity,
    meta: r.data && Object.keys(r.data).length > 0 ? JSON.stringify(r.data) : null,
  }));
  const last = entries.at(-1);
  return { items: entries, ...(rows.length > limit && last ? { next: `${last.createdAt}_${last.id}` } : {}) };
}
