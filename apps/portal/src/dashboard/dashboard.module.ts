import { Module } from '@nestjs/common';
import { DashboardHandlers } from './dashboard.handlers.js';
import { DashboardService } from './dashboard.service.js';

@Module({ controllers: [DashboardHandlers], providers: [DashboardService] })
export class DashboardModule {}
