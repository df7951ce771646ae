import { Module } from '@nestjs/common';
import { okrOps } from '@warroom/contracts';
import { recordHandlers } from '../common/record-handlers.js';
import { KeyResultsService } from './key-results.service.js';
import { KeyResultHandlers } from './okr.handlers.js';
import { OkrService } from './okr.service.js';

@Module({
  controllers: [recordHandlers(okrOps.objectives, OkrService), KeyResultHandlers],
  providers: [OkrService, KeyResultsService],
})
export class OkrModule {}
