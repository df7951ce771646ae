import { auditEnvSchema, loadConfig } from '@warroom/config';
import { runService, startService } from '@warroom/microservice';
import { AuditLogModule } from './audit-log/audit-log.module.js';
import { entities, migrationsPath } from './orm.js';

startService(async () => {
  const env = loadConfig('audit', auditEnvSchema);
  await runService({
    name: 'audit',
    env,
    imports: [AuditLogModule.forRoot({ ackWaitSeconds: env.AUDIT_ACK_WAIT_SECONDS, natsUrl: env.NATS_URL })],
    entities,
    migrationsPath,
    outbox: false,
  });
});
