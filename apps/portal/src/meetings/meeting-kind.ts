import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  EventTypes,
  meetingSchema,
  type CreateMeetingBody,
  type Meeting as MeetingView,
  type PageQuery,
  type UpdateMeetingBody,
} from '@warroom/contracts';
import { fieldNames, recordView } from '../common/record-fields.js';
import { listColumns, pageOf } from '../common/rows.js';
import { RecordService, type RecordKind } from '../common/record-kind.js';
import { portalDb } from '../portal-db.js';
import { Meeting } from './meeting.entity.js';

type MeetingTypes = {
  entity: Meeting;
  view: MeetingView;
  summary: MeetingView;
  create: CreateMeetingBody;
  changes: UpdateMeetingBody;
  listQuery: PageQuery;
};

const FIELDS = fieldNames(meetingSchema);
const toView = recordView(Meeting, FIELDS);

export const meetingKind: RecordKind<MeetingTypes> = {
  entity: Meeting,
  name: 'Meeting',
  events: {
    created: EventTypes.meetingCreated,
    updated: EventTypes.meetingUpdated,
    deleted: EventTypes.meetingDeleted,
  },
  fields: FIELDS,
  // Newest first by when (SPEC.md section 2).
  list: (em, query) =>
    pageOf(
      em,
      portalDb(em)
        .selectFrom('Meeting')
        .select(listColumns(em, Meeting, FIELDS))
        .orderBy('when', 'desc')
        .orderBy('id', 'desc'),
      query,
      toView,
    ),
  view: toView,
};

/** Meetings; the list carries the first 80 characters of each agenda. */
@Injectable()
export class MeetingsService extends RecordService<MeetingTypes> {
  constructor(em: EntityManager) {
    super(em, meetingKind);
  }
}
