import { Module } from '@nestjs/common';
import { KeyResultsService } from './key-results.service.js';
import { OkrHandlers } from './okr.handlers.js';
import { OkrService } from './okr.service.js';

@Module({ controllers: [OkrHandlers], providers: [OkrService, KeyResultsService] })
export class OkrModule {}
