import { hostname } from 'node:os';
import { gatewayEnvSchema, loadConfig } from '@warroom/config';
import { createLogger } from '@warroom/observability';
import { createGateway } from './create-app.js';

/**
 * How long the gateway may take to stop once asked before it exits anyway: the services' own
 * deadline (STOP_GRACE_MS of libs/microservice), under the 10 s before the local process manager's
 * SIGKILL and Compose's stop_grace_period.
 */
const STOP_GRACE_MS = 8_000;

async function main(): Promise<void> {
  const env = loadConfig('gateway', gatewayEnvSchema);
  const logger = createLogger('gateway', env.LOG_LEVEL);
  const instance = `gateway-${hostname()}-${process.pid}`;
  const app = await createGateway(env, logger, instance);
  // Nest closes the app on SIGTERM or SIGINT (enableShutdownHooks), which waits for the open
  // requests and for NATS to drain; if those do not end, the process exits after the grace period
  // anyway. Once: Nest ends the process by sending the signal again, which must then kill it.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        logger.error({ signal, graceMs: STOP_GRACE_MS }, `gateway did not stop within ${STOP_GRACE_MS} ms: exiting`);
        logger.flush();
        process.exit(1);
      }, STOP_GRACE_MS).unref();
    });
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  logger.info({ port: env.PORT, host: env.HOST }, 'gateway ready');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
