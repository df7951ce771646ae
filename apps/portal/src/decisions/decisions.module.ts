import { Module } from '@nestjs/common';
import { decisionOps } from '@warroom/contracts';
import { recordHandlers } from '../common/record-handlers.js';
import { DecisionExportHandlers } from './decisions.handlers.js';
import { AdrExportService } from './adr-export.service.js';
import { decisionKind } from './decision-kind.js';

@Module({
  controllers: [recordHandlers(decisionOps, decisionKind), DecisionExportHandlers],
  providers: [AdrExportService],
})
export class DecisionsModule {}
