import { Module } from '@nestjs/common';
import { documentOps, initiativeOps } from '@warroom/contracts';
import { recordHandlers } from './common/record-handlers.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { DecisionsModule } from './decisions/decisions.module.js';
import { documentKind } from './documents/document-kind.js';
import { initiativeKind } from './initiatives/initiative-kind.js';
import { PortalLabelHandlers } from './labels/labels.handlers.js';
import { MeetingsModule } from './meetings/meetings.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { OkrModule } from './okr/okr.module.js';
import { SessionsModule } from './sessions/sessions.module.js';

/**
 * The portal's features: the dashboard, OKRs, initiatives, decisions, metrics, meetings, live
 * sessions and documents. A kind that is only its record operations is its kind's handlers; the
 * others are modules with their own operations (key results, points, the exports, a meeting's
 * calendar file, the answers to sessions).
 */
@Module({
  imports: [DashboardModule, OkrModule, DecisionsModule, MetricsModule, MeetingsModule, SessionsModule],
  controllers: [
    recordHandlers(initiativeOps, initiativeKind),
    recordHandlers(documentOps, documentKind),
    PortalLabelHandlers,
  ],
})
export class PortalModule {}
