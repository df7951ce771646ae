import { applicationsEnvSchema, loadConfig } from '@warroom/config';
import { runService, startService } from '@warroom/microservice';
import { entities, migrationsPath } from './orm.js';

startService(async () => {
  const env = loadConfig('applications', applicationsEnvSchema);
  await runService({ name: 'applications', env, imports: [], entities, migrationsPath });
});
