import { loadConfig, portalEnvSchema } from '@warroom/config';
import { runService, startService } from '@warroom/microservice';
import { entities, migrationsPath } from './orm.js';
import { PortalModule } from './portal.module.js';

startService(async () => {
  const env = loadConfig('portal', portalEnvSchema);
  await runService({ name: 'portal', env, imports: [PortalModule], entities, migrationsPath });
});
