import { identityEnvSchema, loadConfig } from '@warroom/config';
import { runService, startService } from '@warroom/microservice';
import { entities, migrationsPath } from './orm.js';

startService(async () => {
  const env = loadConfig('identity', identityEnvSchema);
  await runService({ name: 'identity', env, imports: [], entities, migrationsPath });
});
