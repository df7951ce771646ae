import { randomUUID } from 'node:crypto';
import type { EventSubscriber } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { EVENTS_STREAM } from '@warroom/contracts';
import { ormOptions } from '@warroom/persistence';
import { pino } from 'pino';
import pg from 'pg';
import type { EventType } from '@warroom/contracts';
import { ensureEventsStream, OutboxEvent, OutboxRelay, recordEvent } from '../src/index.js';

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

  beforeAll(async () => {
    const adminUrl = process.env.WARROOM_PG_ADMIN_URL;
    const natsUrl = process.env.WARROOM_NATS_URL;
    if (!adminUrl || !natsUrl) throw new Error('WARROOM_PG_ADMIN_URL and WARROOM_NATS_URL are set by the test setup');
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${database}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    orm = await MikroORM.init(
      ormOptions({ clientUrl: url.toString(), entities: [OutboxEvent], migrationsPath: '/nonexistent' }),
    );
    await orm.schema.create();
    nc = await connect({ servers: natsUrl });
    await ensureEventsStream(nc);
  });

  afterAll(async () => {
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

  it('is woken by a commit that wrote events, and its own commits do not wake it again', async () => {
    const relay = new OutboxRelay(orm, nc, pino({ level: 'silent' }), { pollMs: 60_000 });
    let commits = 0;
    // What the services register (OutboxWaker): wake the relay after every commit.
    const waker: EventSubscriber = {
      afterTransactionCommit: () => {
        commits += 1;
        relay.wake();
      },
    };
    orm.em.getEventManager().registerSubscriber(waker);
    relay.start();
    try {
      const em = orm.em.fork();
      const { id } = recordEvent(em, {
        type: asEventType('relaytest.woken'),
        actor: null,
        entity: 'Thing:woken',
        data: {},
      });
      await em.flush();
      const published = async () =>
        (
          await orm.em
            .fork()
            .getConnection()
            .execute<{ published: boolean }[]>(
              'select published_at is not null as published from outbox where id = ?',
              [id],
            )
        )[0]?.published;
      const deadline = Date.now() + 10_000;
      while (!(await published()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await published()).toBe(true);

      // Idle now: with a poll of a minute, no pass and so no commit may follow.
      await new Promise((r) => setTimeout(r, 300));
      const settled = commits;
      await new Promise((r) => setTimeout(r, 1_000));
      expect(commits - settled).toBe(0);
    } finally {
      await relay.stop();
    }
  });
});
