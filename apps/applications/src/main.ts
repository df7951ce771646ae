import { applicationsEnvSchema, loadConfig } from '@warroom/config';
import { runService, startService } from '@warroom/microservice';
import { ApplicationsModule } from './applications.module.js';
import { entities, migrationsPath } from './orm.js';

startService(async () => {
  const env = loadConfig('applications', applicationsEnvSchema);
  await runService({
    name: 'applications',
    env,
    imports: [ApplicationsModule.forRoot({ votesRequired: env.VOTES_REQUIRED })],
    entities,
    migrationsPath,
  });
});
