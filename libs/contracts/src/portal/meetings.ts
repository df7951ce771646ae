import { z } from 'zod';
import { recordOperations } from './record-operations.js';
import {
  changesSchema,
  dateTimeSchema,
  optionalLongTextSchema,
  storedSchema,
  timestampSchema,
  titleSchema,
} from './fields.js';

export const createMeetingBodySchema = z
  .object({
    title: titleSchema,
    when: dateTimeSchema('When'),
    agenda: optionalLongTextSchema('Agenda'),
  })
  .meta({ id: 'CreateMeetingBody' });
export type CreateMeetingBody = z.infer<typeof createMeetingBodySchema>;

/** PATCH /api/meetings/{id}: any of the fields; null clears the agenda. */
export const updateMeetingBodySchema = changesSchema('UpdateMeetingBody', {
  title: titleSchema.optional(),
  when: dateTimeSchema('When').optional(),
  agenda: optionalLongTextSchema('Agenda'),
});
export type UpdateMeetingBody = z.infer<typeof updateMeetingBodySchema>;

export const meetingSchema = storedSchema('Meeting', {
  title: z.string(),
  when: timestampSchema,
  agenda: z.string().nullable(),
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
