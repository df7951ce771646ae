import { Module } from '@nestjs/common';
import { MeetingsHandlers } from './meetings.handlers.js';
import { MeetingsService } from './meetings.service.js';

@Module({ controllers: [MeetingsHandlers], providers: [MeetingsService] })
export class MeetingsModule {}
