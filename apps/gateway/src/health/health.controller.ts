import { Controller, Get, Res } from '@nestjs/common';
import { SERVICE_NAMES, Subjects, healthReportSchema, type HealthReport, type ServiceHealth } from '@warroom/contracts';
import type { FastifyReply } from 'fastify';
import { Endpoint, PUBLIC } from '../access/endpoint.decorator.js';
import { ServiceClient } from '../services/service-client.js';

const HEALTH_TIMEOUT_MS = 2_000;

@Controller('health')
export class HealthController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Endpoint({
    summary: 'Whether the gateway, every service, PostgreSQL and NATS answer (200) or not (503)',
    access: PUBLIC,
    response: healthReportSchema,
    tags: ['health'],
  })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const answers = await Promise.all(
      SERVICE_NAMES.map((service) =>
        this.services
          .request<ServiceHealth>(service, Subjects[service].health, {}, { timeoutMs: HEALTH_TIMEOUT_MS })
          .catch(() => null),
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
