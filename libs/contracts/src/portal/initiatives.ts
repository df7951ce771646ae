import { z } from 'zod';
import { recordOperations } from './record-operations.js';
import { daySchema, changesSchema, optionalLongTextSchema, storedSchema, titleSchema } from './fields.js';

export const InitiativeStatus = {
  Backlog: 'BACKLOG',
  InProgress: 'IN_PROGRESS',
  Done: 'DONE',
  Blocked: 'BLOCKED',
} as const;
export type InitiativeStatus = (typeof InitiativeStatus)[keyof typeof InitiativeStatus];
export const INITIATIVE_STATUSES = Object.values(InitiativeStatus) as [InitiativeStatus, ...InitiativeStatus[]];
export const initiativeStatusSchema = z.enum(INITIATIVE_STATUSES);

export const Rag = { Green: 'GREEN', Amber: 'AMBER', Red: 'RED' } as const;
export type Rag = (typeof Rag)[keyof typeof Rag];
export const RAGS = Object.values(Rag) as [Rag, ...Rag[]];
export const ragSchema = z.enum(RAGS);

/** POST /api/initiatives: a new initiative starts in the backlog, green, unless told. */
export const createInitiativeBodySchema = z
  .object({
    title: titleSchema,
    description: optionalLongTextSchema('Description'),
    status: initiativeStatusSchema.default(InitiativeStatus.Backlog),
    rag: ragSchema.default(Rag.Green),
    dueDate: daySchema('Due date').nullish(),
  })
  .meta({ id: 'CreateInitiativeBody' });
export type CreateInitiativeBody = z.infer<typeof createInitiativeBodySchema>;

/** PATCH /api/initiatives/{id}: any of the fields; null clears description or dueDate. */
export const updateInitiativeBodySchema = changesSchema('UpdateInitiativeBody', {
  title: titleSchema.optional(),
  description: optionalLongTextSchema('Description'),
  status: initiativeStatusSchema.optional(),
  rag: ragSchema.optional(),
  dueDate: daySchema('Due date').nullish(),
});
export type UpdateInitiativeBody = z.infer<typeof updateInitiativeBodySchema>;

export const initiativeSchema = storedSchema('Initiative', {
  title: z.string(),
  description: z.string().nullable(),
  status: initiativeStatusSchema,
  rag: ragSchema,
  /** A calendar day, YYYY-MM-DD. */
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
