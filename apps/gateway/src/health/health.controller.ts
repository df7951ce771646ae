import { Controller, Res } from '@nestjs/common';
import { gatewayOps, SERVICE_NAMES, Subjects, type HealthReport, type ServiceHealth } from '@warroom/contracts';
import type { FastifyReply } from 'fastify';
import { Serves } from '../access/serves.decorator.js';
import { ServiceClient } from '../services/service-client.js';

const HEALTH_TIMEOUT_MS = 2_000;

@Controller()
export class HealthController {
  constructor(private readonly services: ServiceClient) {}

  @Serves(gatewayOps.health)
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const answers = await Promise.all(
      SERVICE_NAMES.map((service) =>
        this.services.health(service, Subjects[service].health, HEALTH_TIMEOUT_MS).catch(() => null),
      ),
    );
    const checks: Record<string, 'up' | 'down'> = { gateway: 'up' };
    SERVICE_NAMES.forEach((service, index) => {
      checks[service] = answers[index] ? 'up' : 'down';
    });
    const reporting = answers.filter((answer): answer is ServiceHealth => answer !== null);
    checks.postgres = reporting.length > 0 && reporting.every((a) => a.postgres === 'up') ? 'up' : 'down';
    checks.nats = this.services.status === 'connected' ? 'up' : 'down';
    const down = Object.entries(checks)
      .filter(([, status]) => status === 'down')
      .map(([name]) => name);
    reply.status(down.length === 0 ? 200 : 503);
    return { status: down.length === 0 ? 'ok' : 'unavailable', checks, down };
  }
}
