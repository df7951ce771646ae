import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  EventTypes,
  PREVIEW_LENGTH,
  type CreateMeetingBody,
  type Meeting as MeetingView,
  type UpdateMeetingBody,
} from '@warroom/contracts';
import { isoOf } from '@warroom/persistence';
import { textOrNull } from '../common/event-data.js';
import { RecordService, type RecordKind } from '../common/record-kind.js';
import { Meeting, meetingFields, toMeetingView } from './meeting.entity.js';

type MeetingRow = {
  id: string;
  title: string;
  scheduled_at: Date;
  agenda: string | null;
  created_at: Date;
  updated_at: Date;
};

export const meetingKind: RecordKind<Meeting, MeetingView, CreateMeetingBody, UpdateMeetingBody, MeetingRow> = {
  entity: Meeting,
  name: 'Meeting',
  events: {
    created: EventTypes.meetingCreated,
    updated: EventTypes.meetingUpdated,
    deleted: EventTypes.meetingDeleted,
  },
  list: {
    columns: `id, title, scheduled_at, left(agenda, ${PREVIEW_LENGTH.agenda}) as agenda, created_at, updated_at`,
    from: 'meetings',
    // Newest first by when (SPEC.md section 2).
    orderBy: 'scheduled_at desc, id desc',
  },
  rowView: (row) => ({
    id: row.id,
    title: row.title,
    when: isoOf(row.scheduled_at),
    agenda: row.agenda,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  }),
  view: toMeetingView,
  fields: meetingFields,
  build: (data) => ({ title: data.title, when: new Date(data.when), agenda: textOrNull(data.agenda) }),
  apply: (meeting, changes) => {
    if (changes.title !== undefined) meeting.title = changes.title;
    if (changes.when !== undefined) meeting.when = new Date(changes.when);
    if (changes.agenda !== undefined) meeting.agenda = textOrNull(changes.agenda);
  },
};

/** Meetings; the list carries the first 80 characters of each agenda. */
@Injectable()
export class MeetingsService extends RecordService<
  Meeting,
  MeetingView,
  CreateMeetingBody,
  UpdateMeetingBody,
  MeetingRow
> {
  constructor(em: EntityManager) {
    super(em, meetingKind);
  }
}
