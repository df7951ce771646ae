import { Module } from '@nestjs/common';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { DecisionsModule } from './decisions/decisions.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { PortalLabelHandlers } from './labels/labels.handlers.js';
import { InitiativesModule } from './initiatives/initiatives.module.js';
import { MeetingsModule } from './meetings/meetings.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { OkrModule } from './okr/okr.module.js';

/** The portal's features: the dashboard, OKRs, initiatives, decisions, metrics, meetings, documents. */
@Module({
  imports: [
    DashboardModule,
    OkrModule,
    InitiativesModule,
    DecisionsModule,
    MetricsModule,
    MeetingsModule,
    DocumentsModule,
  ],
  controllers: [PortalLabelHandlers],
})
export class PortalModule {}
