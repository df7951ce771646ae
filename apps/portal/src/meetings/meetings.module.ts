import { Module } from '@nestjs/common';
import { meetingOps } from '@warroom/contracts';
import { recordHandlers } from '../common/record-handlers.js';
import { meetingKind } from './meeting-kind.js';
import { MeetingCalendarHandlers } from './meetings.handlers.js';

@Module({ controllers: [recordHandlers(meetingOps, meetingKind), MeetingCalendarHandlers] })
export class MeetingsModule {}
