import { Module } from '@nestjs/common';
import { decisionOps } from '@warroom/contracts';
import { recordHandlers } from '../common/record-handlers.js';
import { DecisionExportHandlers } from './decisions.handlers.js';
import { AdrExportService } from './adr-export.service.js';
import { DecisionsService } from './decisions.service.js';

@Module({
  controllers: [recordHandlers(decisionOps, DecisionsService), DecisionExportHandlers],
  providers: [DecisionsService, AdrExportService],
})
export class DecisionsModule {}
