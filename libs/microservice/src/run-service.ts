import 'reflect-metadata';
import { hostname } from 'node:os';
import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Options } from '@mikro-orm/postgresql';
import { QueueGroups, Subjects, type ServiceName } from '@warroom/contracts';
import { ensureEventsStream, OutboxRelay, forgetOldReplies, listenForOutbox, WRITE_ENTITIES } from '@warroom/messaging';
import { connectNats, natsTransportOptions, watchConnection } from '@warroom/nats';
import { createLogger, createMetrics, PinoNestLogger } from '@warroom/observability';
import { applyMigrations, databaseIsUp, ormOptions } from '@warroom/persistence';
import { SubjectServerNats } from './subject-server-nats.js';
import { WrittenPageSerializer } from './written-page.js';
import type { LevelWithSilent } from 'pino';
import { healthController } from './health.controller.js';
import { startProbeServer } from './probe-server.js';
import { RpcContextInterceptor } from './rpc-context.interceptor.js';
import { RpcErrorFilter } from './rpc-error.filter.js';
import { startStopDeadline } from './stop-deadline.js';
import { NATS_CONNECTION, SERVICE_IDENTITY, SERVICE_LOGGER, SERVICE_METRICS } from './tokens.js';

export type ServiceEnv = {
  NATS_URL: string;
  DATABASE_URL: string;
  LOG_LEVEL: LevelWithSilent;
  PROBE_PORT: number;
  PROBE_HOST: string;
  OUTBOX_POLL_MS: number;
  DATABASE_POOL_MAX: number;
};

export type ServiceDefinition = {
  name: ServiceName;
  env: ServiceEnv;
  /** The service's feature modules. */
  imports: (Type | DynamicModule)[];
  entities: NonNullable<Options['entities']>;
  migrationsPath: string;
  /** Whether the service writes events through the outbox (every service but the audit log). */
  outbox?: boolean;
};

/** How often replies kept for repeats are swept. */
const FORGET_EVERY_MS = 10 * 60_000;

@Module({})
class ServiceRuntimeModule {}

/**
 * Starts a service: logger, database (migrated), NATS with its queue group, the
 * outbox relay, the probe server, and a graceful shutdown on SIGTERM or SIGINT. Asked to stop,
 * it exits within STOP_GRACE_MS whether or not NATS and PostgreSQL answer; asked while it is
 * still starting, it exits at once; a second signal ends it at once (the default action).
 */
export async function runService(definition: ServiceDefinition): Promise<void> {
  const { name, env } = definition;
  const instance = `${name}-${hostname()}-${process.pid}`;
  const logger = createLogger(name, env.LOG_LEVEL);
  const metrics = createMetrics(name);

  // Until the service is ready there is nothing to close in order: a stop signal ends it at once.
  let shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    logger.info({ signal }, `${name} service stopped while starting`);
    logger.flush();
    process.exit(0);
  };
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    startStopDeadline({
      onExpired: (graceMs) => {
        logger.error({ signal, graceMs }, `${name} service did not stop within ${graceMs} ms: exiting`);
        logger.flush();
      },
    });
    void shutdown(signal);
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);

  const withOutbox = definition.outbox ?? true;
  const orm = await MikroORM.init(
    ormOptions({
      clientUrl: env.DATABASE_URL,
      entities: withOutbox ? [...definition.entities, ...WRITE_ENTITIES] : definition.entities,
      migrationsPath: definition.migrationsPath,
      logger,
      poolMax: env.DATABASE_POOL_MAX,
    }),
  );
  const applied = await applyMigrations(orm, env.DATABASE_URL);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');

  const nc = await connectNats(env.NATS_URL, instance);
  const natsState = watchConnection(nc);
  await ensureEventsStream(nc);
  const relay = withOutbox ? new OutboxRelay(orm, nc, logger, { pollMs: env.OUTBOX_POLL_MS }) : null;

  const runtime: DynamicModule = {
    module: ServiceRuntimeModule,
    global: true,
    imports: definition.imports,
    controllers: [healthController(Subjects[name].health)],
    providers: [
      { provide: MikroORM, useValue: orm },
      { provide: EntityManager, useValue: orm.em },
      { provide: NATS_CONNECTION, useValue: nc },
      { provide: SERVICE_LOGGER, useValue: logger },
      { provide: SERVICE_METRICS, useValue: metrics },
      { provide: SERVICE_IDENTITY, useValue: { name, instance } },
      { provide: APP_INTERCEPTOR, useClass: RpcContextInterceptor },
      { provide: APP_FILTER, useClass: RpcErrorFilter },
    ],
    exports: [MikroORM, EntityManager, NATS_CONNECTION, SERVICE_LOGGER, SERVICE_METRICS, SERVICE_IDENTITY],
  };

  const app = await NestFactory.createMicroservice<MicroserviceOptions>(runtime, {
    strategy: new SubjectServerNats({
      ...natsTransportOptions(env.NATS_URL, `${instance}-rpc`),
      queue: QueueGroups[name],
      serializer: new WrittenPageSerializer(),
      gracefulShutdown: true,
      gracePeriod: 1_000,
    }),
    logger: new PinoNestLogger(logger),
  });

  const probe = await startProbeServer({
    host: env.PROBE_HOST,
    port: env.PROBE_PORT,
    registry: metrics.registry,
    checks: async () => ({ postgres: await databaseIsUp(orm), nats: natsState.connected() }),
  });

  await app.listen();
  relay?.start();
  // The relay is woken by the commits that wrote events, of any process (and polls besides).
  const notifications = relay ? listenForOutbox(env.DATABASE_URL, logger, () => relay.wake()) : null;
  // Replies kept for repeats of writes are forgotten after a day.
  const forgetting = withOutbox
    ? setInterval(() => {
        forgetOldReplies(orm.em.fork()).catch((error: unknown) =>
          logger.warn({ err: error }, 'could not forget old idempotent replies'),
        );
      }, FORGET_EVERY_MS).unref()
    : null;
  logger.info({ instance, probePort: probe.port }, `${name} service ready`);

  shutdown = async (signal) => {
    logger.info({ signal }, `${name} service stopping`);
    try {
      if (forgetting) clearInterval(forgetting);
      await app.close();
      await notifications?.stop();
      await relay?.stop();
      await nc.drain().catch(() => nc.close());
      await orm.close();
      await new Promise<void>((resolve) => probe.server.close(() => resolve()));
      logger.info(`${name} service stopped`);
    } catch (error) {
      logger.error({ err: error }, 'error while stopping');
      process.exitCode = 1;
    } finally {
      logger.flush();
      process.exit();
    }
  };
}

/** Entry-point wrapper: a failure to start is logged as one line and exits non-zero. */
export function startService(start: () => Promise<void>): void {
  start().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${message}\n`);
    process.exit(1);
  });
}
