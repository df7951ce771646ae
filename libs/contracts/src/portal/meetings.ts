import { z } from 'zod';
import {
  createRequestOf,
  dateTimeSchema,
  hasSomeField,
  NOTHING_TO_CHANGE,
  optionalLongTextSchema,
  timestampSchema,
  titleSchema,
  updateRequestOf,
} from './fields.js';

export const createMeetingBodySchema = z.object({
  title: titleSchema,
  when: dateTimeSchema('When'),
  agenda: optionalLongTextSchema('Agenda'),
});
export type CreateMeetingBody = z.infer<typeof createMeetingBodySchema>;

/** PATCH /api/meetings/{id}: any of the fields; null clears the agenda. */
export const updateMeetingBodySchema = z
  .object({
    title: titleSchema.optional(),
    when: dateTimeSchema('When').optional(),
    agenda: optionalLongTextSchema('Agenda'),
  })
  .strict()
  .refine(hasSomeField, NOTHING_TO_CHANGE);
export type UpdateMeetingBody = z.infer<typeof updateMeetingBodySchema>;

export const meetingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  when: timestampSchema,
  agenda: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Meeting = z.infer<typeof meetingSchema>;

export const createMeetingRequestSchema = createRequestOf(createMeetingBodySchema);
export type CreateMeetingRequest = z.infer<typeof createMeetingRequestSchema>;

export const updateMeetingRequestSchema = updateRequestOf(updateMeetingBodySchema);
export type UpdateMeetingRequest = z.infer<typeof updateMeetingRequestSchema>;
