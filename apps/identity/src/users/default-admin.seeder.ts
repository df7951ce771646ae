import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SERVICE_LOGGER } from '@warroom/microservice';
import type { Logger } from 'pino';
import { UsersService } from './users.service.js';

/** Creates the default admin (PRODUCT.md section 1) before the service takes requests. */
@Injectable()
export class DefaultAdminSeeder implements OnApplicationBootstrap {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const created = await this.em.fork().transactional((em) => this.users.ensureDefaultAdmin(em));
    if (created) this.logger.info('default admin created');
  }
}
