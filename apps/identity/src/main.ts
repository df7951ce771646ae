import { identityEnvSchema, loadConfig } from '@warroom/config';
import { runService, startService } from '@warroom/microservice';
import { IdentityModule } from './identity.module.js';
import { entities, migrationsPath } from './orm.js';

const SESSION_TTL_MS = 7 * 24 * 3600_000;

startService(async () => {
  const env = loadConfig('identity', identityEnvSchema);
  await runService({
    name: 'identity',
    env,
    imports: [
      IdentityModule.forRoot({
        adminEmail: env.ADMIN_EMAIL,
        adminPassword: env.ADMIN_PASSWORD,
        sessionTtlMs: SESSION_TTL_MS,
      }),
    ],
    entities,
    migrationsPath,
  });
});
