/**
 * Resource samples of a system stack: per app process (RSS, heap, open files), PostgreSQL's
 * connections per database, nats-server's connections; and JetStream's own figures.
 */
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { z } from 'zod';
import { heapUsedKb, inboundConnections, openFds, rssKb } from './probes.js';
import { sqlQuery } from './sql.js';
import type { SystemStack } from './stack.js';

/** Client connections to PostgreSQL per database (this query's own connection left out). */
export async function pgConnections(system: Pick<SystemStack, 'postgres'>): Promise<Record<string, number>> {
  const rows = await sqlQuery<{ datname: string; n: string }>(
    system.postgres.adminUrl,
    `select datname, count(*) as n from pg_stat_activity
      where datname is not null and backend_type = 'client backend' and pid <> pg_backend_pid()
      group by datname order by datname`,
  );
  return Object.fromEntries(rows.map((r) => [r.datname, Number(r.n)]));
}

/** What nats-server's monitoring endpoint answers at `path`, read against `schema`. */
async function natsMonitor<S extends z.ZodType>(
  system: Pick<SystemStack, 'natsMonitorUrl'>,
  path: string,
  schema: S,
): Promise<z.output<S>> {
  const response = await fetch(`${system.natsMonitorUrl}${path}`, { signal: AbortSignal.timeout(5_000) });
  return schema.parse(await response.json());
}

/** Client connections nats-server holds (its monitoring endpoint's /varz). */
export async function natsConnections(system: Pick<SystemStack, 'natsMonitorUrl'>): Promise<number> {
  return (await natsMonitor(system, '/varz', z.object({ connections: z.number() }))).connections;
}

/** Messages JetStream holds, in every stream (its monitoring endpoint's /jsz). */
export async function jetStreamMessages(system: Pick<SystemStack, 'natsMonitorUrl'>): Promise<number> {
  return (await natsMonitor(system, '/jsz', z.object({ messages: z.number() }))).messages;
}

export type StreamStats = {
  readonly messages: number;
  /** Deliveries to the audit consumer beyond the first of each message (consumer seq − stream seq). */
  readonly redeliveries: number;
  readonly pending: number;
  readonly ackPending: number;
};

/** The EVENTS stream and its `audit` consumer, as a client sees them; undefined when NATS does not answer. */
export async function streamStats(natsUrl: string): Promise<StreamStats | undefined> {
  let nc;
  try {
    nc = await connect({ servers: natsUrl, timeout: 3_000, reconnect: false });
  } catch {
    return undefined;
  }
  try {
    const jsm = await jetstreamManager(nc, { timeout: 5_000 });
    const stream = await jsm.streams.info('EVENTS');
    const consumer = await jsm.consumers.info('EVENTS', 'audit');
    return {
      messages: stream.state.messages,
      redeliveries: consumer.delivered.consumer_seq - consumer.delivered.stream_seq,
      pending: consumer.num_pending,
      ackPending: consumer.num_ack_pending,
    };
  } catch {
    return undefined;
  } finally {
    await nc.close().catch(() => undefined);
  }
}

export type AppSample = {
  readonly rssKb: number | undefined;
  readonly heapUsedKb: number | undefined;
  readonly fds: number | undefined;
  readonly ownFds: number | undefined;
};

export type ResourceSample = {
  /** ms since the load started (or since the epoch if no origin is given). */
  readonly t: number;
  /**
   * Per app process (`gateway#0`, `identity#0`, ...): RSS in kB, open fds, and open fds other
   * than the HTTP connections of the load's clients (whose number the load decides).
   */
  readonly apps: Record<string, AppSample>;
  readonly pg: Record<string, number>;
  readonly pgTotal: number;
  readonly nats: number;
};

export async function sampleResources(system: SystemStack, origin = 0): Promise<ResourceSample> {
  const apps: Record<string, AppSample> = {};
  const gatewayPort = Number(new URL(system.baseUrl).port);
  for (const p of system.stack.processes) {
    const pid = p.pid;
    const fds = pid === undefined ? undefined : openFds(pid);
    apps[p.name] =
      pid === undefined || fds === undefined
        ? { rssKb: undefined, heapUsedKb: undefined, fds: undefined, ownFds: undefined }
        : {
            rssKb: rssKb(pid),
            heapUsedKb: await heapUsedKb(pid),
            fds,
            ownFds: fds - inboundConnections(pid, gatewayPort),
          };
  }
  const pgByDb = await pgConnections(system);
  return {
    t: Date.now() - origin,
    apps,
    pg: pgByDb,
    pgTotal: Object.values(pgByDb).reduce((a, b) => a + b, 0),
    nats: await natsConnections(system),
  };
}
