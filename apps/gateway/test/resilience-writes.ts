/**
 * The resilience tests' check of the load's writes: each one fully there (its rows, its outbox
 * event, one audit entry) or, when it failed, not there at all.
 */
import {
  auditCountsOf,
  isOk,
  READS,
  sqlQuery,
  type OperationKind,
  type RequestRecord,
  type SystemStack,
} from '@warroom/testing';

/** What the databases hold for one write. */
type WriteState = {
  /** The change itself is there (the row, or the rows it consists of). */
  readonly present: boolean;
  /** Everything that must come with it is there too (key results, the outbox event). */
  readonly complete: boolean;
  /** Outbox rows of the write. */
  readonly events: readonly string[];
  readonly detail: string;
};

export type WriteCheck = {
  readonly checked: number;
  readonly okWrites: number;
  readonly failedWrites: number;
  /** Failed writes that committed anyway (fully, with their audit entry). */
  readonly failedButCommitted: number;
  /** Failed writes that left nothing behind. */
  readonly failedAndAbsent: number;
  /** Every write that broke a rule, with why (empty when all is well). */
  readonly violations: string[];
};

/** A row a write made (an objective with its key results, an application, a comment) and its outbox events. */
type Found = { readonly id: string; readonly krs?: number; readonly events: string[] };

function byMarker<R>(rows: readonly R[], marker: (row: R) => string, found: (row: R) => Found): Map<string, Found[]> {
  const map = new Map<string, Found[]>();
  for (const row of rows) map.set(marker(row), [...(map.get(marker(row)) ?? []), found(row)]);
  return map;
}

/** There once, with one outbox event, and `whole` holds for it. */
function foundState(found: readonly Found[], whole: (one: Found) => boolean): WriteState {
  const one = found[0];
  return {
    present: found.length > 0,
    complete: found.length === 1 && one !== undefined && one.events.length === 1 && whole(one),
    events: found.flatMap((f) => f.events),
    detail: JSON.stringify(found),
  };
}

type ObjectiveRow = { id: string; title: string; krs: string; events: string[] };

async function findObjectives(portal: string, titles: string[]): Promise<Map<string, Found[]>> {
  const current = await sqlQuery<ObjectiveRow>(
    portal,
    `with m as (select unnest($1::text[]) as marker),
          kr as (select objective_id, count(*) as n from key_results group by objective_id),
          ev as (select entity, array_agg(id::text) as ids from outbox where type = 'objective.created' group by entity)
     select o.id::text as id, o.title, coalesce(kr.n, 0) as krs, coalesce(ev.ids, '{}') as events
       from objectives o join m on m.marker = o.title
       left join kr on kr.objective_id = o.id
       left join ev on ev.entity = 'Objective:' || o.id::text`,
    [titles],
  );
  // A create whose objective was renamed since: found through its creation event's title.
  const renamed = await sqlQuery<ObjectiveRow>(
    portal,
    `with m as (select unnest($1::text[]) as marker),
          kr as (select objective_id, count(*) as n from key_results group by objective_id)
     select o.id::text as id, e.data->>'title' as title, coalesce(kr.n, 0) as krs, array[e.id::text] as events
       from outbox e join m on m.marker = e.data->>'title'
       join objectives o on e.entity = 'Objective:' || o.id::text
       left join kr on kr.objective_id = o.id
      where e.type = 'objective.created' and o.title <> e.data->>'title'`,
    [titles],
  );
  return byMarker(
    [...current, ...renamed],
    (row) => row.title,
    (row) => ({ id: row.id, krs: Number(row.krs), events: row.events }),
  );
}

async function writeStates(rs: SystemStack, writes: readonly RequestRecord[]): Promise<Map<RequestRecord, WriteState>> {
  const markers = (kind: OperationKind): string[] =>
    writes.filter((w) => w.kind === kind && w.marker).map((w) => w.marker!);
  const portal = rs.dbUrl('portal');
  const apps = rs.dbUrl('applications');
  const objectives = await findObjectives(portal, markers('createObjective'));
  const patches = await sqlQuery<{ title: string; id: string }>(
    portal,
    `with m as (select unnest($1::text[]) as marker)
     select m.marker as title, e.id::text as id
       from outbox e join m on m.marker = e.data->'changes'->'title'->>'to'
      where e.type = 'objective.updated'`,
    [markers('patchObjective')],
  );
  const submitted = await sqlQuery<{ email: string; id: string; events: string[] }>(
    apps,
    `with m as (select unnest($1::text[]) as marker),
          ev as (select entity, array_agg(id::text) as ids from outbox where type = 'application.submitted' group by entity)
     select a.applicant_email as email, a.id, coalesce(ev.ids, '{}') as events
       from applications a join m on m.marker = a.applicant_email
       left join ev on ev.entity = 'Application:' || a.id`,
    [markers('submit')],
  );
  const comments = await sqlQuery<{ comment: string; id: string; events: string[] }>(
    apps,
    `with m as (select unnest($1::text[]) as marker),
          ev as (select data->>'commentId' as comment_id, array_agg(id::text) as ids
                   from outbox where type = 'application.commented' group by 1)
     select c.comment, c.id::text as id, coalesce(ev.ids, '{}') as events
       from comments c join m on m.marker = c.comment
       left join ev on ev.comment_id = c.id::text`,
    [markers('comment')],
  );
  const votes = await sqlQuery<{ reason: string; n: string }>(
    apps,
    `with m as (select unnest($1::text[]) as marker)
     select reason, count(*) as n from votes join m on m.marker = votes.reason group by reason`,
    [markers('vote')],
  );
  const patchEvents = new Map<string, string[]>();
  for (const row of patches) patchEvents.set(row.title, [...(patchEvents.get(row.title) ?? []), row.id]);
  const applications = byMarker(
    submitted,
    (row) => row.email,
    (row) => ({ id: row.id, events: row.events }),
  );
  const commented = byMarker(
    comments,
    (row) => row.comment,
    (row) => ({ id: row.id, events: row.events }),
  );
  const voteRows = new Map(votes.map((row) => [row.reason, Number(row.n)]));

  const states = new Map<RequestRecord, WriteState>();
  for (const w of writes) {
    const marker = w.marker ?? '';
    const created = (one: Found): boolean => !w.createdId || one.id === w.createdId;
    switch (w.kind) {
      case 'createObjective':
        states.set(
          w,
          foundState(objectives.get(marker) ?? [], (one) => one.krs === 2 && created(one)),
        );
        break;
      case 'patchObjective': {
        const events = patchEvents.get(marker) ?? [];
        states.set(w, {
          present: events.length > 0,
          complete: events.length === 1,
          events,
          detail: `${events.length} events`,
        });
        break;
      }
      case 'submit':
        states.set(w, foundState(applications.get(marker) ?? [], created));
        break;
      case 'comment':
        states.set(
          w,
          foundState(commented.get(marker) ?? [], () => true),
        );
        break;
      case 'vote': {
        // The vote's event carries no reason: its events are counted per voter and application (voteViolations).
        const n = voteRows.get(marker) ?? 0;
        states.set(w, { present: n > 0, complete: n === 1, events: [], detail: `${n} vote rows` });
        break;
      }
      case 'me':
      case 'listObjectives':
      case 'listApplications':
      case 'applicationStatus':
      case 'auditLogs':
        break;
    }
  }
  return states;
}

/**
 * Votes, per voter and application: the vote rows equal the `application.voted` events, each
 * audited once, and lie between the votes answered 2xx and those plus the failed ones.
 */
async function voteViolations(rs: SystemStack, voteWrites: readonly RequestRecord[]): Promise<string[]> {
  if (voteWrites.length === 0) return [];
  const apps = rs.dbUrl('applications');
  const pairs = new Map<string, { ok: number; failed: number }>();
  for (const w of voteWrites) {
    const key = `${w.actorEmail ?? ''} ${w.target ?? ''}`;
    const pair = pairs.get(key) ?? { ok: 0, failed: 0 };
    if (isOk(w)) pair.ok += 1;
    else pair.failed += 1;
    pairs.set(key, pair);
  }
  const rows = new Map(
    (
      await sqlQuery<{ key: string; n: string }>(
        apps,
        `select voter_email || ' ' || application_id as key, count(*) as n from votes group by 1`,
      )
    ).map((r) => [r.key, Number(r.n)]),
  );
  const eventRows = await sqlQuery<{ key: string; id: string }>(
    apps,
    `select (actor->>'email') || ' ' || substr(entity, length('Application:') + 1) as key, id::text as id
       from outbox where type = 'application.voted'`,
  );
  const events = new Map<string, string[]>();
  for (const row of eventRows) events.set(row.key, [...(events.get(row.key) ?? []), row.id]);
  const audit = await auditCountsOf(
    rs,
    eventRows.map((r) => r.id),
  );
  const violations: string[] = [];
  for (const [key, { ok, failed }] of pairs) {
    const n = rows.get(key) ?? 0;
    const ids = events.get(key) ?? [];
    if (n !== ids.length) violations.push(`votes of ${key}: ${n} vote rows but ${ids.length} events`);
    if (n < ok || n > ok + failed)
      violations.push(`votes of ${key}: ${n} rows for ${ok} acknowledged and ${failed} failed`);
    const notOnce = ids.filter((id) => audit.get(id) !== 1);
    if (notOnce.length > 0) violations.push(`votes of ${key}: ${notOnce.length} events not audited exactly once`);
  }
  return violations;
}

/**
 * Checks every write of the load once the event path has drained: a write answered 2xx is
 * there exactly once with all its parts and its outbox event, and that event is in the audit
 * log exactly once; a write that failed is either fully there (the same) or not there at all.
 */
export async function checkWrites(rs: SystemStack, records: readonly RequestRecord[]): Promise<WriteCheck> {
  const writes = records.filter((r) => !READS.has(r.kind) && r.marker);
  const states = await writeStates(rs, writes);
  const audit = await auditCountsOf(
    rs,
    [...states.values()].flatMap((s) => s.events),
  );
  const violations: string[] = [];
  let failedButCommitted = 0;
  let failedAndAbsent = 0;
  for (const w of writes) {
    const state = states.get(w);
    if (!state) continue;
    const auditedOnce = state.events.every((id) => audit.get(id) === 1);
    const whole = state.present && state.complete && auditedOnce;
    const label = `${w.kind} ${w.marker ?? ''} (answered ${w.status})`;
    if (isOk(w)) {
      if (!whole)
        violations.push(`${label}: acknowledged but not fully there once with one audit entry: ${state.detail}`);
    } else if (state.present) {
      if (whole) failedButCommitted += 1;
      else violations.push(`${label}: failed and left a half state: ${state.detail}`);
    } else {
      failedAndAbsent += 1;
    }
  }
  violations.push(
    ...(await voteViolations(
      rs,
      writes.filter((w) => w.kind === 'vote'),
    )),
  );
  return {
    checked: writes.length,
    okWrites: writes.filter(isOk).length,
    failedWrites: writes.filter((w) => !isOk(w)).length,
    failedButCommitted,
    failedAndAbsent,
    violations: violations.slice(0, 50),
  };
}
