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

const FIELDS = fieldNames(meetingSchema);
const toView = recordView(Meeting, FIELDS);

/** Meetings, newest first by when (SPEC.md section 2); the list carries the first 80 characters of each agenda. */
export const meetingKind: RecordKind<PlainKindTypes<Meeting, MeetingView, CreateMeetingBody, UpdateMeetingBody>> = {
  entity: Meeting,
  name: 'Meeting',
  fields: FIELDS,
  list: newestFirst(Meeting, FIELDS, toView, 'when'),
  view: toView,
};
