import { z } from 'zod';
import { namedValues, valuesOf, type ValueOf } from '../named-values.js';
import { defineOperation, signedIn } from '../operation.js';
import { uuidParamsSchema } from '../path-params.js';
import { ALL_ROLES } from '../roles.js';
import { webUrlSchema } from '../urls.js';
import { recordOperations } from './record-operations.js';
import {
  changesSchema,
  dateTimeSchema,
  optionalLongTextSchema,
  storedSchema,
  timestampSchema,
  titleSchema,
} from './fields.js';

/** Who a meeting is for (PRODUCT.md section 20): leadership's own, or a live session for the members. */
export const Audience = namedValues('LEADERSHIP', 'MEMBERS');
export type Audience = ValueOf<typeof Audience>;
export const AUDIENCES = valuesOf(Audience);
export const audienceSchema = z.enum(AUDIENCES, { error: `audience must be one of ${AUDIENCES.join(', ')}` });

export const DURATION_MINUTES = { min: 5, max: 600, default: 60 } as const;
const DURATION_MESSAGE = `Duration must be ${DURATION_MINUTES.min} to ${DURATION_MINUTES.max} minutes`;
export const durationMinutesSchema = z
  .number({ error: 'Duration must be a number of minutes' })
  .int(DURATION_MESSAGE)
  .min(DURATION_MINUTES.min, DURATION_MESSAGE)
  .max(DURATION_MINUTES.max, DURATION_MESSAGE);

/** A call's or a recording's link: http or https only; absent, null or blank is none. */
const optionalLinkSchema = z.union([z.literal('').transform(() => null), webUrlSchema]).nullish();

export const createMeetingBodySchema = z
  .object({
    title: titleSchema,
    when: dateTimeSchema('When'),
    agenda: optionalLongTextSchema('Agenda'),
    audience: audienceSchema.default(Audience.Leadership),
    durationMinutes: durationMinutesSchema.default(DURATION_MINUTES.default),
    videoUrl: optionalLinkSchema,
    recordingUrl: optionalLinkSchema,
  })
  .meta({ id: 'CreateMeetingBody' });
export type CreateMeetingBody = z.infer<typeof createMeetingBodySchema>;

/** PATCH /api/meetings/{id}: any of the fields; null clears the agenda. */
export const updateMeetingBodySchema = changesSchema('UpdateMeetingBody', {
  title: titleSchema.optional(),
  when: dateTimeSchema('When').optional(),
  agenda: optionalLongTextSchema('Agenda'),
  audience: audienceSchema.optional(),
  durationMinutes: durationMinutesSchema.optional(),
  videoUrl: optionalLinkSchema,
  recordingUrl: optionalLinkSchema,
});
export type UpdateMeetingBody = z.infer<typeof updateMeetingBodySchema>;

export const meetingSchema = storedSchema('Meeting', {
  title: z.string(),
  when: timestampSchema,
  agenda: z.string().nullable(),
  audience: audienceSchema,
  durationMinutes: z.number().int(),
  videoUrl: z.string().nullable(),
  recordingUrl: z.string().nullable(),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** GET, POST /api/meetings and GET, PATCH, DELETE /api/meetings/{id}. */
export const meetingOps = recordOperations(
  {
    one: 'meeting',
    many: 'meetings',
    listed: 'Meetings, newest first by when, a page at a time (the agenda cut to 80 characters)',
  },
  { view: meetingSchema, summary: meetingSchema, create: createMeetingBodySchema, update: updateMeetingBodySchema },
);

/** A meeting's calendar file as the portal renders it: its name and its text (RFC 5545). */
export const calendarFileSchema = z.object({ filename: z.string(), content: z.string() });
export type CalendarFile = z.infer<typeof calendarFileSchema>;

/**
 * GET /api/meetings/{id}/calendar.ics: one VEVENT (PRODUCT.md section 20), the same UID on every
 * download; the gateway sends the text as an attachment.
 */
export const meetingCalendarOp = defineOperation({
  id: 'getMeetingCalendar',
  service: 'portal',
  subject: 'portal.meetings.calendar',
  params: uuidParamsSchema,
  reply: calendarFileSchema,
  delivery: 'read',
  caller: false,
  http: {
    method: 'GET',
    path: '/api/meetings/{id}/calendar.ics',
    access: signedIn(ALL_ROLES),
    produces: 'text/calendar',
    custom: true,
    summary:
      'The meeting as an iCalendar file (RFC 5545): one VEVENT with a stable UID, DTSTART and DTEND in UTC, SUMMARY, DESCRIPTION (the agenda as plain text) and URL (the video link)',
    tags: ['meetings'],
  },
});
