import { Module } from '@nestjs/common';
import { OkrHandlers } from './okr.handlers.js';
import { OkrService } from './okr.service.js';

@Module({ controllers: [OkrHandlers], providers: [OkrService] })
export class OkrModule {}
