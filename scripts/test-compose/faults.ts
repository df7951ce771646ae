// The faults of the compose test, on containers this run started: a portal replica killed under a
// steady read load, and NATS restarted while writes go on, its events counted from the outboxes
// to the audit log.
import { z } from 'zod';
import type { Api } from './api.ts';
import type { Compose } from './compose.ts';
import { check, secondsSince, sleep } from './shell.ts';

export type ReadFigures = {
  readonly clients: number;
  readonly reads: number;
  readonly failedReads: number;
  readonly slowestReadMs: number;
  readonly failures: readonly string[];
};

const READ_PATHS = ['/api/okr/objectives?limit=20', '/api/auth/me'] as const;

/**
 * `clients` loops reading READ_PATHS with the admin's session, from 3 s before `fault` until
 * `afterMs` after it; a read fails unless it answers 200 (a timed-out read counts).
 */
export async function readsAround(
  api: Api,
  cookie: string,
  clients: number,
  fault: () => Promise<void>,
  afterMs: number,
): Promise<ReadFigures> {
  let stop = false;
  let reads = 0;
  let slowest = 0;
  const failures: string[] = [];
  const client = async (n: number): Promise<void> => {
    for (let i = n; !stop; i += 1) {
      const path = READ_PATHS[i % READ_PATHS.length] ?? READ_PATHS[0];
      reads += 1;
      try {
        const answer = await api.request('GET', path, { cookie, timeoutMs: 30_000 });
        slowest = Math.max(slowest, answer.ms);
        if (answer.status !== 200) failures.push(`${path}: ${answer.status}`);
      } catch (error) {
        failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const running = Array.from({ length: clients }, (_, n) => client(n));
  await sleep(3_000);
  await fault();
  await sleep(afterMs);
  stop = true;
  await Promise.all(running);
  return {
    clients,
    reads,
    failedReads: failures.length,
    slowestReadMs: Math.round(slowest),
    failures: failures.slice(0, 10),
  };
}

/** Kills one portal replica (SIGKILL): its in-flight requests die with it. */
export async function killOnePortal(compose: Compose): Promise<string> {
  const [victim] = await compose.containers('portal');
  if (!victim) throw new Error('no portal container to kill');
  await check('docker', ['kill', victim]);
  return victim.slice(0, 12);
}

export type EventFigures = {
  readonly writes: number;
  readonly failedWrites: number;
  /** The distinct failures of those writes, with how many times each came. */
  readonly writeFailures: readonly string[];
  readonly natsDownSeconds: number;
  readonly healthBackSeconds: number;
  readonly outboxEvents: number;
  readonly unpublished: number;
  readonly auditEntries: number;
  readonly streamMessages: number | null;
  readonly lost: number;
  readonly doubled: number;
};

const OUTBOX_DATABASES = ['warroom_identity', 'warroom_portal', 'warroom_applications'] as const;

const lines = (text: string): string[] => text.split('\n').filter((line) => line.trim() !== '');

/** Every event id the services wrote to their outboxes, and how many are not yet published. */
async function outboxes(compose: Compose): Promise<{ ids: string[]; unpublished: number }> {
  const ids: string[] = [];
  let unpublished = 0;
  for (const db of OUTBOX_DATABASES) {
    ids.push(...lines(await compose.psql(db, 'select id from outbox')));
    unpublished += Number(await compose.psql(db, 'select count(*) from outbox where published_at is null'));
  }
  return { ids, unpublished };
}

const jszSchema = z.object({
  account_details: z
    .array(
      z.object({
        stream_detail: z.array(z.object({ name: z.string(), state: z.object({ messages: z.number() }) })).optional(),
      }),
    )
    .optional(),
});

/** Messages in the JetStream stream EVENTS, from NATS' monitoring port inside its container. */
async function streamMessages(compose: Compose): Promise<number | null> {
  const [nats] = await compose.containers('nats');
  if (!nats) return null;
  const out = await check('docker', ['exec', nats, 'wget', '-q', '-O', '-', 'http://127.0.0.1:8222/jsz?streams=true']);
  const parsed = jszSchema.safeParse(JSON.parse(out));
  if (!parsed.success) return null;
  const streams = (parsed.data.account_details ?? []).flatMap((account) => account.stream_detail ?? []);
  return streams.find((stream) => stream.name === 'EVENTS')?.state.messages ?? null;
}

/**
 * Restarts NATS (`docker restart`) while 3 clients write (objectives and sign-ins), then waits for
 * health and for every outbox row to be published and recorded, up to 120 s. Lost: an outbox event
 * with no audit entry. Doubled: an audit entry with no outbox event, or more stream messages than
 * outbox events (the stream de-duplicates by event id, the audit log keeps one entry per id).
 */
export async function restartNats(
  api: Api,
  compose: Compose,
  admin: { readonly cookie: string; readonly email: string; readonly password: string },
  waitHealthy: () => Promise<number>,
): Promise<EventFigures> {
  let stop = false;
  let writes = 0;
  let failedWrites = 0;
  const failures: string[] = [];
  const writer = async (n: number): Promise<void> => {
    for (let i = 0; !stop; i += 1) {
      writes += 1;
      try {
        const answer =
          n === 2
            ? await api.request('POST', '/api/auth/login', { body: { email: admin.email, password: admin.password } })
            : await api.request('POST', '/api/okr/objectives', {
                cookie: admin.cookie,
                body: { title: `During the NATS restart ${n}-${i}` },
              });
        if (answer.status >= 300) {
          failedWrites += 1;
          failures.push(
            `${n === 2 ? 'sign-in' : 'create an objective'}: ${answer.status} ${JSON.stringify(answer.body)}`,
          );
        }
      } catch (error) {
        failedWrites += 1;
        failures.push(
          `${n === 2 ? 'sign-in' : 'create an objective'}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      await sleep(200);
    }
  };
  const running = [0, 1, 2].map((n) => writer(n));
  await sleep(2_000);
  const [nats] = await compose.containers('nats');
  if (!nats) throw new Error('no nats container');
  const down = performance.now();
  await check('docker', ['restart', '--time', '10', nats]);
  const natsDownSeconds = secondsSince(down);
  const healthBackSeconds = Math.round((natsDownSeconds + (await waitHealthy())) * 10) / 10;
  await sleep(3_000);
  stop = true;
  await Promise.all(running);

  // Settled: every outbox row published and recorded, or 120 s gone.
  const deadline = performance.now() + 120_000;
  const settled = async (): Promise<{ outbox: { ids: string[]; unpublished: number }; audit: string[] }> => {
    const outbox = await outboxes(compose);
    const audit = lines(await compose.psql('warroom_audit', 'select id from audit_log'));
    const recorded = new Set(audit);
    if ((outbox.unpublished === 0 && outbox.ids.every((id) => recorded.has(id))) || performance.now() > deadline)
      return { outbox, audit };
    await sleep(1_000);
    return settled();
  };
  const { outbox, audit } = await settled();
  const written = new Set(outbox.ids);
  const recorded = new Set(audit);
  const stream = await streamMessages(compose);
  return {
    writes,
    failedWrites,
    writeFailures: [...new Set(failures)].map((f) => `${failures.filter((x) => x === f).length}x ${f}`),
    natsDownSeconds,
    healthBackSeconds,
    outboxEvents: written.size,
    unpublished: outbox.unpublished,
    auditEntries: audit.length,
    streamMessages: stream,
    lost: outbox.ids.filter((id) => !recorded.has(id)).length,
    doubled:
      audit.filter((id) => !written.has(id)).length +
      (audit.length - recorded.size) +
      Math.max(0, (stream ?? written.size) - written.size),
  };
}
