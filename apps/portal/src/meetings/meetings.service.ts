import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  EventTypes,
  PREVIEW_LENGTH,
  type CreateMeetingBody,
  type Meeting as MeetingView,
  type PageQuery,
  type UpdateMeetingBody,
} from '@warroom/contracts';
import { isoOf } from '@warroom/persistence';
import { assignDefined, changed, textOrNull } from '../common/event-data.js';
import { pagedList, RecordService, type RecordKind } from '../common/record-kind.js';
import { Meeting, meetingFields, toMeetingView } from './meeting.entity.js';

type MeetingRow = {
  id: string;
  title: string;
  scheduled_at: Date;
  agenda: string | null;
  created_at: Date;
  updated_at: Date;
};

type MeetingTypes = {
  entity: Meeting;
  view: MeetingView;
  summary: MeetingView;
  create: CreateMeetingBody;
  changes: UpdateMeetingBody;
  listQuery: PageQuery;
};

export const meetingKind: RecordKind<MeetingTypes> = {
  entity: Meeting,
  name: 'Meeting',
  events: {
    created: EventTypes.meetingCreated,
    updated: EventTypes.meetingUpdated,
    deleted: EventTypes.meetingDeleted,
  },
  list: pagedList(
    () => ({
      columns: `id, title, scheduled_at, left(agenda, ${PREVIEW_LENGTH.agenda}) as agenda, created_at, updated_at`,
      from: 'meetings',
      // Newest first by when (SPEC.md section 2).
      orderBy: 'scheduled_at desc, id desc',
    }),
    (row: MeetingRow) => ({
      id: row.id,
      title: row.title,
      when: isoOf(row.scheduled_at),
      agenda: row.agenda,
      createdAt: isoOf(row.created_at),
      updatedAt: isoOf(row.updated_at),
    }),
  ),
  view: toMeetingView,
  fields: meetingFields,
  build: (data) => ({ title: data.title, when: new Date(data.when), agenda: textOrNull(data.agenda) }),
  apply: (meeting, changes) =>
    assignDefined(meeting, {
      title: changes.title,
      when: changed(changes.when, (when) => new Date(when)),
      agenda: changed(changes.agenda, textOrNull),
    }),
};

/** Meetings; the list carries the first 80 characters of each agenda. */
@Injectable()
export class MeetingsService extends RecordService<MeetingTypes> {
  constructor(em: EntityManager) {
    super(em, meetingKind);
  }
}
