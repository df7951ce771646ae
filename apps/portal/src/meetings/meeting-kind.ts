import {
  meetingSchema,
  type CreateMeetingBody,
  type Meeting as MeetingView,
  type UpdateMeetingBody,
} from '@warroom/contracts';
import { fieldNames, recordView } from '../common/record-fields.js';
import { newestFirst } from '../common/rows.js';
import type { PlainKindTypes, RecordKind } from '../common/record-kind.js';
import { Meeting } from './meeting.entity.js';

export const MEETING_FIELDS = fieldNames(meetingSchema);
/** A meeting as answers carry it, from its entity or from a row of a list. */
export const meetingView = recordView(Meeting, MEETING_FIELDS);

/** Meetings, newest first by when (SPEC.md section 2); the list carries the first 80 characters of each agenda. */
export const meetingKind: RecordKind<PlainKindTypes<Meeting, MeetingView, CreateMeetingBody, UpdateMeetingBody>> = {
  entity: Meeting,
  name: 'Meeting',
  fields: MEETING_FIELDS,
  list: newestFirst(Meeting, MEETING_FIELDS, meetingView, 'when'),
  view: meetingView,
};
