import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DomainError,
  ErrorCode,
  EventTypes,
  type CreateMeetingRequest,
  type DeleteRequest,
  type Meeting as MeetingView,
  type UpdateMeetingRequest,
} from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { actorOf } from '../common/actor.js';
import { changedFields, eventFields, hasChanges, textOrNull } from '../common/event-data.js';
import { Meeting, meetingFields, toMeetingView } from './meeting.entity.js';

@Injectable()
export class MeetingsService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first by when (SPEC.md section 2). */
  async list(): Promise<MeetingView[]> {
    const meetings = await this.em.find(Meeting, {}, { orderBy: { when: 'desc', id: 'desc' } });
    return meetings.map(toMeetingView);
  }

  async get(id: string): Promise<MeetingView> {
    return toMeetingView(await this.findMeeting(this.em, id));
  }

  async create({ caller, data }: CreateMeetingRequest): Promise<MeetingView> {
    return this.em.transactional(async (em) => {
      const now = new Date();
      const meeting = em.create(Meeting, {
        id: randomUUID(),
        title: data.title,
        when: new Date(data.when),
        agenda: textOrNull(data.agenda),
        createdAt: now,
        updatedAt: now,
      });
      recordEvent(em, {
        type: EventTypes.meetingCreated,
        actor: actorOf(caller),
        entity: `Meeting:${meeting.id}`,
        data: eventFields(meetingFields(meeting)),
      });
      return toMeetingView(meeting);
    });
  }

  async update({ caller, id, changes }: UpdateMeetingRequest): Promise<MeetingView> {
    return this.em.transactional(async (em) => {
      const meeting = await this.findMeeting(em, id);
      const before = meetingFields(meeting);
      if (changes.title !== undefined) meeting.title = changes.title;
      if (changes.when !== undefined) meeting.when = new Date(changes.when);
      if (changes.agenda !== undefined) meeting.agenda = textOrNull(changes.agenda);
      const changed = changedFields(before, meetingFields(meeting));
      if (hasChanges(changed)) {
        meeting.updatedAt = new Date();
        recordEvent(em, {
          type: EventTypes.meetingUpdated,
          actor: actorOf(caller),
          entity: `Meeting:${meeting.id}`,
          data: { changes: changed },
        });
      }
      return toMeetingView(meeting);
    });
  }

  async delete({ caller, id }: DeleteRequest): Promise<MeetingView> {
    return this.em.transactional(async (em) => {
      const meeting = await this.findMeeting(em, id);
      em.remove(meeting);
      recordEvent(em, {
        type: EventTypes.meetingDeleted,
        actor: actorOf(caller),
        entity: `Meeting:${meeting.id}`,
        data: eventFields(meetingFields(meeting)),
      });
      return toMeetingView(meeting);
    });
  }

  private async findMeeting(em: EntityManager, id: string): Promise<Meeting> {
    const meeting = await em.findOne(Meeting, { id });
    if (!meeting) throw new DomainError(ErrorCode.NotFound, 'Meeting not found');
    return meeting;
  }
}
