import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { Subjects, type Dashboard } from '@warroom/contracts';
import { DashboardService } from './dashboard.service.js';

@Controller()
export class DashboardHandlers {
  constructor(private readonly dashboard: DashboardService) {}

  @MessagePattern(Subjects.portal.dashboard)
  get(): Promise<Dashboard> {
    return this.dashboard.get();
  }
}
