import { Module } from '@nestjs/common';
import { okrOps } from '@warroom/contracts';
import { recordHandlers } from '../common/record-handlers.js';
import { KeyResultsService } from './key-results.service.js';
import { KeyResultHandlers } from './okr.handlers.js';
import { objectiveKind } from './objective-kind.js';

@Module({
  controllers: [recordHandlers(okrOps.objectives, objectiveKind), KeyResultHandlers],
  providers: [KeyResultsService],
})
export class OkrModule {}
