import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { EVENTS_STREAM, eventEnvelopeSchema } from '@warroom/contracts';
import { ormOptions } from '@warroom/persistence';
import { pino } from 'pino';
import pg from 'pg';
import type { EventType } from '@warroom/contracts';
import { ensureEventsStream, listenForOutbox, OutboxEvent, OutboxRelay, recordEvent } from '../src/index.js';

/** The relay carries any type; these tests use types of their own, so that their rows stand apart. */
const asEventType = (type: string) => type as 'auth.logout' satisfies EventType;

/**
 * The relay against a real PostgreSQL and NATS: more than one batch of rows goes out,
 * every row is marked published once, and JetStream keeps one message per row.
 */
describe('OutboxRelay', () => {
  const database = `relay_test_${randomUUID().slice(0, 8)}`;
  let orm: MikroORM;
  let nc: NatsConnection;
  let admin: pg.Client;
  /** Another connection to the test database, writing as another process would. */
  let other: pg.Client;
  let databaseUrl: string;

  beforeAll(async () => {
    const adminUrl = process.env.WARROOM_PG_ADMIN_URL;
    const natsUrl = process.env.WARROOM_NATS_URL;
    if (!adminUrl || !natsUrl) throw new Error('WARROOM_PG_ADMIN_URL and WARROOM_NATS_URL are set by the test setup');
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${database}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    orm = await MikroORM.init(
      ormOptions({ clientUrl: databaseUrl, entities: [OutboxEvent], migrationsPath: '/nonexistent' }),
    );
    await orm.schema.create();
    other = new pg.Client({ connectionString: databaseUrl });
    await other.connect();
    nc = await connect({ servers: natsUrl });
    await ensureEventsStream(nc);
  });

  afterAll(async () => {
    await other?.end();
    await orm?.close();
    await nc?.close();
    await admin?.query(`drop database if exists "${database}" with (force)`);
    await admin?.end();
  });

  it('publishes every pending row, batch after batch, and marks each one', async () => {
    const type = `relaytest.n${randomUUID().replaceAll('-', '').slice(0, 12).replace(/\d/g, 'x')}`;
    const em = orm.em.fork();
    const ids = Array.from(
      { length: 450 },
      (_, i) => recordEvent(em, { type: asEventType(type), actor: null, entity: `Thing:${i}`, data: {} }).id,
    );
    await em.flush();

    const relay = new OutboxRelay(orm, nc, pino({ level: 'silent' }), { pollMs: 60_000, batchSize: 200 });
    expect(await relay.relayBatch()).toBe(true);
    expect(await relay.relayBatch()).toBe(true);
    expect(await relay.relayBatch()).toBe(false);
    expect(await relay.relayBatch()).toBe(false);

    const rows = await orm.em
      .fork()
      .getConnection()
      .execute<{ pending: string }[]>('select count(*) filter (where published_at is null) as pending from outbox');
    expect(Number(rows[0]?.pending)).toBe(0);

    const jsm = await jetstreamManager(nc);
    const info = await jsm.streams.info(EVENTS_STREAM, { subjects_filter: `events.${type}` });
    expect(info.state.subjects?.[`events.${type}`]).toBe(ids.length);
  });

  it('carries each event as the envelope of its row', async () => {
    const type = `relaytest.e${randomUUID().replaceAll('-', '').slice(0, 12).replace(/\d/g, 'x')}`;
    const data = {
      name: 'Zoë "Quoted" \\ O\'Brien — 東京 🚀',
      nested: { list: [1, 2.5, -3e-7, 1.7976931348623157e308, true, null], empty: {} },
      text: 'line\nbreak\ttab\u0001',
    };
    const em = orm.em.fork();
    const withActor = recordEvent(em, {
      type: asEventType(type),
      actor: { id: randomUUID(), email: 'ada@example.com' },
      entity: 'Thing:1',
      data: data as never,
    });
    const bare = recordEvent(em, { type: asEventType(type), actor: null, entity: null, data: {} });
    await em.flush();
    const relay = new OutboxRelay(orm, nc, pino({ level: 'silent' }), { pollMs: 60_000 });
    while (await relay.relayBatch());

    const reader = await (
      await jetstreamManager(nc)
    ).consumers.add(EVENTS_STREAM, {
      filter_subject: `events.${type}`,
      ack_policy: AckPolicy.None,
      deliver_policy: DeliverPolicy.All,
      inactive_threshold: nanos(60_000),
    });
    const consumer = await jetstream(nc).consumers.get(EVENTS_STREAM, reader.name);
    const bodies = new Map<string, unknown>();
    for await (const message of await consumer.fetch({ max_messages: 2, expires: 5_000 })) {
      const body: unknown = message.json();
      bodies.set(eventEnvelopeSchema.parse(body).id, body);
    }
    for (const row of [withActor, bare]) {
      expect(bodies.get(row.id)).toEqual({
        id: row.id,
        type,
        occurredAt: row.occurredAt.toISOString(),
        actor: row.actor,
        entity: row.entity,
        data: row.data,
        requestId: row.requestId ?? null,
      });
    }
  });

  /** The row's published mark, polled for up to `ms`. */
  async function publishedWithin(id: string, ms: number): Promise<boolean> {
    const published = async () =>
      (
        await orm.em
          .fork()
          .getConnection()
          .execute<{ published: boolean }[]>('select published_at is not null as published from outbox where id = ?', [
            id,
          ])
      )[0]?.published === true;
    const deadline = Date.now() + ms;
    while (!(await published()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return published();
  }

  /** An outbox row committed by another connection (another process, as far as the relay knows). */
  async function insertElsewhere(type: string): Promise<string> {
    const id = randomUUID();
    await other.query(
      `insert into outbox (id, type, occurred_at, actor, entity, data, request_id, published_at, attempts, next_attempt_at, last_error)
       values ($1, $2, now(), null, 'Thing:elsewhere', '{}', null, null, 0, now(), null)`,
      [id, type],
    );
    return id;
  }

  it('is woken by a commit that wrote events, in any process, and by no other commit', async () => {
    const relay = new OutboxRelay(orm, nc, pino({ level: 'silent' }), { pollMs: 60_000 });
    let wakes = 0;
    relay.start();
    const listening = listenForOutbox(databaseUrl, pino({ level: 'silent' }), () => {
      wakes += 1;
      relay.wake();
    });
    try {
      // Listening: its first wake says so (rows committed before it are picked up then).
      const ready = Date.now() + 10_000;
      while (wakes === 0 && Date.now() < ready) await new Promise((r) => setTimeout(r, 20));
      expect(wakes).toBe(1);

      const em = orm.em.fork();
      const { id } = recordEvent(em, {
        type: asEventType('relaytest.woken'),
        actor: null,
        entity: 'Thing:woken',
        data: {},
      });
      await em.flush();
      // With a poll of a minute, only the notification can have woken it.
      expect(await publishedWithin(id, 10_000)).toBe(true);
      expect(await publishedWithin(await insertElsewhere('relaytest.elsewhere'), 10_000)).toBe(true);

      // Commits without events (and the relay's own marks) wake nothing.
      await new Promise((r) => setTimeout(r, 300));
      const settled = wakes;
      await other.query(`update outbox set attempts = attempts where false`);
      await orm.em.fork().transactional(async (tx) => tx.execute('select 1'));
      await new Promise((r) => setTimeout(r, 1_000));
      expect(wakes).toBe(settled);
    } finally {
      await listening.stop();
      await relay.stop();
    }
  });

  it('listens again after its connection is lost, and relays what was committed meanwhile', async () => {
    const relay = new OutboxRelay(orm, nc, pino({ level: 'silent' }), { pollMs: 60_000 });
    relay.start();
    const listening = listenForOutbox(databaseUrl, pino({ level: 'silent' }), () => relay.wake());
    try {
      expect(await publishedWithin(await insertElsewhere('relaytest.before'), 10_000)).toBe(true);
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'outbox-listener'`,
        [database],
      );
      expect(killed.rowCount).toBe(1);
      const meanwhile = await insertElsewhere('relaytest.meanwhile');
      // Back within a second or so (a delay of 0.5 s), with a pass for what it may have missed.
      expect(await publishedWithin(meanwhile, 10_000)).toBe(true);
      expect(await publishedWithin(await insertElsewhere('relaytest.after'), 10_000)).toBe(true);
    } finally {
      await listening.stop();
      await relay.stop();
    }
  });
});
