/**
 * The ledger of the event path: every outbox row of every publishing service against the audit
 * log. Committed and not audited is lost; audited more than once is doubled; audited and in no
 * outbox is a phantom.
 */
import { SERVICE_NAMES, type ServiceName } from '@warroom/local-infra';
import { sqlQuery } from './sql.js';
import type { SystemStack } from './stack.js';

/** Where the ledger reads: each service's database. */
export type LedgerSource = Pick<SystemStack, 'dbUrl'>;

/** The services that write events (each has an outbox table once its migrations ran). */
export const PUBLISHERS = SERVICE_NAMES.filter((s) => s !== 'audit');

async function hasOutbox(url: string): Promise<boolean> {
  const rows = await sqlQuery<{ t: string | null }>(url, `select to_regclass('public.outbox')::text as t`);
  return rows[0]?.t != null;
}

export type OutboxRow = { readonly service: ServiceName; readonly published: boolean };

/** Every outbox id of every publishing service, and whether it is marked published. */
export async function allOutbox(source: LedgerSource): Promise<Map<string, OutboxRow>> {
  const ids = new Map<string, OutboxRow>();
  for (const service of PUBLISHERS) {
    const url = source.dbUrl(service);
    if (!(await hasOutbox(url))) continue;
    for (const row of await sqlQuery<{ id: string; published: boolean }>(
      url,
      `select id::text as id, published_at is not null as published from outbox`,
    )) {
      ids.set(row.id, { service, published: row.published });
    }
  }
  return ids;
}

/** The outbox ids of one service. */
export async function outboxIds(source: LedgerSource, service: ServiceName): Promise<Set<string>> {
  const rows = await sqlQuery<{ id: string }>(source.dbUrl(service), `select id::text as id from outbox`);
  return new Set(rows.map((r) => r.id));
}

export type OutboxCounts = {
  readonly total: number;
  readonly pending: number;
};

/** Outbox rows of every publishing service, and those not marked published yet. */
export async function outboxCounts(source: LedgerSource): Promise<OutboxCounts> {
  let total = 0;
  let pending = 0;
  for (const service of PUBLISHERS) {
    const url = source.dbUrl(service);
    if (!(await hasOutbox(url))) continue;
    const [row] = await sqlQuery<{ total: string; pending: string }>(
      url,
      `select count(*) as total, count(*) filter (where published_at is null) as pending from outbox`,
    );
    total += Number(row?.total ?? 0);
    pending += Number(row?.pending ?? 0);
  }
  return { total, pending };
}

/** Audit rows, and the distinct ids among them. */
export async function auditTotals(source: LedgerSource): Promise<{ rows: number; ids: number }> {
  const [row] = await sqlQuery<{ rows: string; ids: string }>(
    source.dbUrl('audit'),
    `select count(*) as rows, count(distinct id) as ids from audit_log`,
  );
  return { rows: Number(row?.rows ?? 0), ids: Number(row?.ids ?? 0) };
}

/** Audit rows per id (the primary key makes every count 1; counted anyway). */
export async function allAudit(source: LedgerSource): Promise<Map<string, number>> {
  const rows = await sqlQuery<{ id: string; n: string }>(
    source.dbUrl('audit'),
    `select id::text as id, count(*) as n from audit_log group by id`,
  );
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Audit rows per id, for these ids only (an id without any is left out). */
export async function auditCountsOf(source: LedgerSource, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await sqlQuery<{ id: string; n: string }>(
    source.dbUrl('audit'),
    `with m as (select distinct unnest($1::uuid[]) as id)
     select a.id::text as id, count(*) as n from audit_log a join m on m.id = a.id group by a.id`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** How many audit rows have one of these ids. */
export async function auditedCount(source: LedgerSource, ids: readonly string[]): Promise<number> {
  const rows = await sqlQuery<{ n: string }>(
    source.dbUrl('audit'),
    `select count(*) as n from audit_log where id = any($1::uuid[])`,
    [ids],
  );
  return Number(rows[0]?.n ?? 0);
}

export type LedgerCheck = {
  /** Committed outbox rows (of the ids checked). */
  readonly committed: number;
  readonly audited: number;
  /** Committed, not in the audit log. */
  readonly lost: number;
  /** Audit rows beyond the first per id. */
  readonly doubled: number;
  /** Audit ids that are in no outbox (of any id, not only those checked). */
  readonly phantom: number;
  /** Outbox rows still not marked published. */
  readonly unpublished: number;
  readonly lostIds: string[];
  readonly phantomIds: string[];
};

/** The ledger of these outbox ids (up to 20 lost and phantom ids named). */
export function checkLedger(
  outbox: ReadonlyMap<string, { readonly published: boolean }>,
  ids: Iterable<string>,
  audit: ReadonlyMap<string, number>,
): LedgerCheck {
  let committed = 0;
  let audited = 0;
  let unpublished = 0;
  let doubled = 0;
  const lostIds: string[] = [];
  for (const id of ids) {
    committed += 1;
    if (!outbox.get(id)?.published) unpublished += 1;
    const n = audit.get(id) ?? 0;
    if (n > 0) audited += 1;
    else lostIds.push(id);
    doubled += Math.max(0, n - 1);
  }
  const phantomIds = [...audit.keys()].filter((id) => !outbox.has(id));
  return {
    committed,
    audited,
    lost: lostIds.length,
    doubled,
    phantom: phantomIds.length,
    unpublished,
    lostIds: lostIds.slice(0, 20),
    phantomIds: phantomIds.slice(0, 20),
  };
}

export type Ledger = {
  readonly outbox: number;
  readonly unpublished: number;
  readonly audited: number;
  readonly lost: number;
  readonly doubled: number;
  readonly phantom: number;
};

/** Every outbox row of every service against the whole audit log. */
export async function readLedger(source: LedgerSource): Promise<Ledger & { lostIds: string[] }> {
  const outbox = await allOutbox(source);
  const check = checkLedger(outbox, outbox.keys(), await allAudit(source));
  return {
    outbox: check.committed,
    unpublished: check.unpublished,
    audited: check.audited,
    lost: check.lost,
    doubled: check.doubled,
    phantom: check.phantom,
    lostIds: check.lostIds,
  };
}
