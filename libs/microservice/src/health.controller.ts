import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ServiceHealth } from '@warroom/contracts';
import { databaseIsUp } from '@warroom/persistence';
import { SERVICE_IDENTITY, type ServiceIdentity } from './tokens.js';

/** Answers `<service>.health` with the instance that answered and whether its database is up. */
export function healthController(subject: string): Type {
  @Controller()
  class HealthController {
    constructor(
      private readonly orm: MikroORM,
      @Inject(SERVICE_IDENTITY) private readonly identity: ServiceIdentity,
    ) {}

    @MessagePattern(subject)
    async health(): Promise<ServiceHealth> {
      const up = await databaseIsUp(this.orm);
      return { service: this.identity.name, instance: this.identity.instance, postgres: up ? 'up' : 'down' };
    }
  }
  return HealthController;
}
