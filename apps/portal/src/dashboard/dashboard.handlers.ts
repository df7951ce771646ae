import { Controller } from '@nestjs/common';
import { dashboardOp, type Dashboard, type OperationInput } from '@warroom/contracts';
import { Handles } from '@warroom/microservice';
import { DashboardService } from './dashboard.service.js';

@Controller()
export class DashboardHandlers {
  constructor(private readonly dashboard: DashboardService) {}

  @Handles(dashboardOp)
  get(_input: OperationInput<typeof dashboardOp>): Promise<Dashboard> {
    return this.dashboard.get();
  }
}
