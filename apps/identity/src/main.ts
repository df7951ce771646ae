import { DEFAULT_ADMIN_PASSWORD, identityEnvSchema, loadConfig } from '@warroom/config';
import { runService, startService } from '@warroom/microservice';
import { IdentityModule } from './identity.module.js';
import { loginHintAllowed } from './users/login-hint-rule.js';
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
        adminPassword: env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
        loginHintAllowed: loginHintAllowed(env),
        sessionTtlMs: SESSION_TTL_MS,
        inviteTtlMs: env.INVITE_TTL_HOURS * 3600_000,
        resetTtlMs: env.RESET_TTL_MINUTES * 60_000,
        mail: {
          smtpUrl: env.SMTP_URL,
          from: env.MAIL_FROM,
          publicUrl: env.PUBLIC_URL,
          retryMaxMs: env.MAIL_RETRY_MAX_SECONDS * 1000,
        },
      }),
    ],
    entities,
    migrationsPath,
  });
});
