import { Module } from '@nestjs/common';
import { meetingOps } from '@warroom/contracts';
import { recordHandlers } from '../common/record-handlers.js';
import { MeetingsService } from './meetings.service.js';

@Module({ controllers: [recordHandlers(meetingOps, MeetingsService)], providers: [MeetingsService] })
export class MeetingsModule {}
