import { hostname } from 'node:os';
import { gatewayEnvSchema, loadConfig } from '@warroom/config';
import { createLogger } from '@warroom/observability';
import { createGateway } from './create-app.js';

async function main(): Promise<void> {
  const env = loadConfig('gateway', gatewayEnvSchema);
  const logger = createLogger('gateway', env.LOG_LEVEL);
  const instance = `gateway-${hostname()}-${process.pid}`;
  const app = await createGateway(env, logger, instance);
  await app.listen({ port: env.PORT, host: env.HOST });
  logger.info({ port: env.PORT, host: env.HOST }, 'gateway ready');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
