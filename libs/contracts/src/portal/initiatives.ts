import { z } from 'zod';
import { recordOperations } from './record-operations.js';
import { daySchema, changesSchema, optionalLongTextSchema, storedSchema, titleSchema } from './fields.js';
import { namedValues, valuesOf, type ValueOf } from '../named-values.js';

export const InitiativeStatus = namedValues('BACKLOG', 'IN_PROGRESS', 'DONE', 'BLOCKED');
export type InitiativeStatus = ValueOf<typeof InitiativeStatus>;
export const INITIATIVE_STATUSES = valuesOf(InitiativeStatus);
export const initiativeStatusSchema = z.enum(INITIATIVE_STATUSES);

export const Rag = namedValues('GREEN', 'AMBER', 'RED');
export type Rag = ValueOf<typeof Rag>;
export const RAGS = valuesOf(Rag);
export const ragSchema = z.enum(RAGS);

export const START_AFTER_DUE = 'Start date must be on or before the due date';

/** Whether an initiative's start day is on or before its due day (or either is not set). */
export const startsByDue = ({ startDate, dueDate }: { startDate?: string | null; dueDate?: string | null }): boolean =>
  !startDate || !dueDate || startDate <= dueDate;

/** The refusal of a start day after the due day, on the start day. */
const START_BY_DUE = { path: ['startDate'], message: START_AFTER_DUE };

/** POST /api/initiatives: a new initiative starts in the backlog, green, unless told. */
export const createInitiativeBodySchema = z
  .object({
    title: titleSchema,
    description: optionalLongTextSchema('Description'),
    status: initiativeStatusSchema.default(InitiativeStatus.Backlog),
    rag: ragSchema.default(Rag.Green),
    startDate: daySchema('Start date').nullish(),
    dueDate: daySchema('Due date').nullish(),
  })
  .refine(startsByDue, START_BY_DUE)
  .meta({ id: 'CreateInitiativeBody' });
export type CreateInitiativeBody = z.infer<typeof createInitiativeBodySchema>;

/**
 * PATCH /api/initiatives/{id}: any of the fields; null clears description, startDate or dueDate.
 * The start day stays on or before the due day: here when the body gives both, in the service
 * against the stored one when it gives one.
 */
export const updateInitiativeBodySchema = changesSchema(
  'UpdateInitiativeBody',
  {
    title: titleSchema.optional(),
    description: optionalLongTextSchema('Description'),
    status: initiativeStatusSchema.optional(),
    rag: ragSchema.optional(),
    startDate: daySchema('Start date').nullish(),
    dueDate: daySchema('Due date').nullish(),
  },
  (schema) => schema.refine(startsByDue, START_BY_DUE),
);
export type UpdateInitiativeBody = z.infer<typeof updateInitiativeBodySchema>;

export const initiativeSchema = storedSchema('Initiative', {
  title: z.string(),
  description: z.string().nullable(),
  status: initiativeStatusSchema,
  rag: ragSchema,
  /** Calendar days, YYYY-MM-DD. */
  startDate: z.iso.date().nullable(),
  dueDate: z.iso.date().nullable(),
});
export type Initiative = z.infer<typeof initiativeSchema>;

/** GET, POST /api/initiatives and GET, PATCH, DELETE /api/initiatives/{id}. */
export const initiativeOps = recordOperations(
  {
    one: 'initiative',
    many: 'initiatives',
    listed: 'Initiatives, newest first, a page at a time (the description cut to 100 characters)',
  },
  {
    view: initiativeSchema,
    summary: initiativeSchema,
    create: createInitiativeBodySchema,
    update: updateInitiativeBodySchema,
  },
);
