import { Controller, Get } from '@nestjs/common';
import { ALL_ROLES, Subjects, dashboardSchema, type Dashboard } from '@warroom/contracts';
import { Endpoint, signedIn } from '../access/endpoint.decorator.js';
import { ServiceClient } from '../services/service-client.js';

@Controller('dashboard')
export class DashboardController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Endpoint({
    summary: "The dashboard's four figures and two lists, counted by the database",
    access: signedIn(ALL_ROLES),
    response: dashboardSchema,
    tags: ['dashboard'],
  })
  get(): Promise<Dashboard> {
    return this.services.request<Dashboard>('portal', Subjects.portal.dashboard, {}, { idempotent: true });
  }
}
