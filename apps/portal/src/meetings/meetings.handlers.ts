import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Subjects,
  byIdRequestSchema,
  createMeetingRequestSchema,
  deleteRequestSchema,
  pageRequestSchema,
  parseInput,
  type Page,
  updateMeetingRequestSchema,
  type Meeting,
} from '@warroom/contracts';
import { MeetingsService } from './meetings.service.js';

/** The meeting subjects; each payload is parsed at this edge. */
@Controller()
export class MeetingsHandlers {
  constructor(private readonly meetings: MeetingsService) {}

  @MessagePattern(Subjects.portal.listMeetings)
  list(@Payload() data: unknown): Promise<Page<Meeting>> {
    return this.meetings.list(parseInput(pageRequestSchema, data).page);
  }

  @MessagePattern(Subjects.portal.getMeeting)
  get(@Payload() data: unknown): Promise<Meeting> {
    return this.meetings.get(parseInput(byIdRequestSchema, data).id);
  }

  @MessagePattern(Subjects.portal.createMeeting)
  create(@Payload() data: unknown): Promise<Meeting> {
    return this.meetings.create(parseInput(createMeetingRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.updateMeeting)
  update(@Payload() data: unknown): Promise<Meeting> {
    return this.meetings.update(parseInput(updateMeetingRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.deleteMeeting)
  delete(@Payload() data: unknown): Promise<Meeting> {
    return this.meetings.delete(parseInput(deleteRequestSchema, data));
  }
}
