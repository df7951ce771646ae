import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';
import { DecisionsController } from './decisions.controller.js';
import { DocumentsController } from './documents.controller.js';
import { InitiativesController } from './initiatives.controller.js';
import { MeetingsController } from './meetings.controller.js';
import { MetricsController } from './metrics.controller.js';
import { OkrController } from './okr.controller.js';

/** The portal's HTTP routes: OKRs, initiatives, decisions, metrics, meetings, documents. */
@Module({
  controllers: [
    DashboardController,
    OkrController,
    InitiativesController,
    DecisionsController,
    MetricsController,
    MeetingsController,
    DocumentsController,
  ],
})
export class PortalGatewayModule {}
