import { z } from 'zod';
import { defineOperation, signedIn } from '../operation.js';
import { uuidParamsSchema } from '../path-params.js';
import { WRITER_ROLES } from '../roles.js';
import { recordOperations } from './record-operations.js';
import {
  changesSchema,
  numberSchema,
  optionalLongTextSchema,
  storedSchema,
  timestampSchema,
  titleSchema,
  unitSchema,
} from './fields.js';

export const KEY_RESULTS_PER_OBJECTIVE_MAX = 50;
export const TARGET_NOT_ZERO = 'Target must not be 0';

/** A key result's target: a progress is current / target, so it may not be 0. */
const targetSchema = numberSchema('Target').refine((target) => target !== 0, TARGET_NOT_ZERO);

/** POST /api/okr/objectives/{id}/key-results, and each key result of a new objective. */
export const keyResultBodySchema = z
  .object({
    title: titleSchema,
    current: numberSchema('Current').default(0),
    target: targetSchema,
    unit: unitSchema.default(''),
  })
  .meta({ id: 'KeyResultBody' });
export type KeyResultBody = z.infer<typeof keyResultBodySchema>;

/** PATCH /api/okr/key-results/{id}: any of the fields; a new `current` is kept as a check-in. */
export const updateKeyResultBodySchema = changesSchema('UpdateKeyResultBody', {
  title: titleSchema.optional(),
  current: numberSchema('Current').optional(),
  target: targetSchema.optional(),
  unit: unitSchema.optional(),
});
export type UpdateKeyResultBody = z.infer<typeof updateKeyResultBodySchema>;

export const createObjectiveBodySchema = z
  .object({
    title: titleSchema,
    description: optionalLongTextSchema('Description'),
    keyResults: z
      .array(keyResultBodySchema)
      .max(KEY_RESULTS_PER_OBJECTIVE_MAX, `An objective has at most ${KEY_RESULTS_PER_OBJECTIVE_MAX} key results`)
      .default([]),
  })
  .meta({ id: 'CreateObjectiveBody' });
export type CreateObjectiveBody = z.infer<typeof createObjectiveBodySchema>;

/** PATCH /api/okr/objectives/{id}: title or description; key results change through their own routes. */
export const updateObjectiveBodySchema = changesSchema('UpdateObjectiveBody', {
  title: titleSchema.optional(),
  description: optionalLongTextSchema('Description'),
});
export type UpdateObjectiveBody = z.infer<typeof updateObjectiveBodySchema>;

/** A change of a key result's current value: the value, when and who. */
export const checkInSchema = z
  .object({
    id: z.uuid(),
    value: z.number(),
    previousValue: z.number(),
    createdAt: timestampSchema,
    actor: z.object({ id: z.string(), email: z.string() }),
  })
  .meta({ id: 'CheckIn' });
export type CheckIn = z.infer<typeof checkInSchema>;

export const keyResultSchema = storedSchema('KeyResult', {
  objectiveId: z.uuid(),
  title: z.string(),
  current: z.number(),
  target: z.number(),
  unit: z.string(),
});
export type KeyResult = z.infer<typeof keyResultSchema>;

/** The most check-ins a key result's detail carries: the newest. */
export const CHECK_INS_SHOWN_MAX = 100;

/** A key result with its newest check-ins (at most 100), newest first, and how many it has. */
export const keyResultDetailSchema = keyResultSchema
  .extend({
    checkIns: z.array(checkInSchema),
    checkInCount: z.number().int(),
  })
  .meta({ id: 'KeyResultDetail' });
export type KeyResultDetail = z.infer<typeof keyResultDetailSchema>;

/**
 * An objective: its key results in the order they were added (at most 50). In the list,
 * `description` is cut to its first 100 characters.
 */
export const objectiveSchema = storedSchema('Objective', {
  title: z.string(),
  description: z.string().nullable(),
  keyResults: z.array(keyResultSchema),
});
export type Objective = z.infer<typeof objectiveSchema>;

/** GET /api/okr/objectives/{id}: every key result with its check-ins. */
export const objectiveDetailSchema = objectiveSchema
  .extend({ keyResults: z.array(keyResultDetailSchema) })
  .meta({ id: 'ObjectiveDetail' });
export type ObjectiveDetail = z.infer<typeof objectiveDetailSchema>;

const writers = signedIn(WRITER_ROLES);
const keyResultPath = '/api/okr/key-results/{id}' as const;

/** Objectives (a record kind with its key results in its detail) and their key results. */
export const okrOps = {
  objectives: recordOperations(
    {
      one: 'objective',
      many: 'objectives',
      path: '/api/okr/objectives',
      listed:
        'Objectives with their key results, newest first, a page at a time (the description cut to 100 characters)',
    },
    {
      view: objectiveDetailSchema,
      summary: objectiveSchema,
      create: createObjectiveBodySchema,
      update: updateObjectiveBodySchema,
    },
  ),
  createKeyResult: defineOperation({
    id: 'createKeyResult',
    service: 'portal',
    subject: 'portal.key-results.create',
    params: uuidParamsSchema,
    body: keyResultBodySchema,
    reply: keyResultDetailSchema,
    delivery: 'write',
    http: {
      method: 'POST',
      path: '/api/okr/objectives/{id}/key-results',
      access: writers,
      status: 201,
      summary: 'Add a key result to an objective (at most 50)',
      tags: ['okr'],
    },
  }),
  updateKeyResult: defineOperation({
    id: 'updateKeyResult',
    service: 'portal',
    subject: 'portal.key-results.update',
    params: uuidParamsSchema,
    body: updateKeyResultBodySchema,
    reply: keyResultDetailSchema,
    delivery: 'write',
    http: {
      method: 'PATCH',
      path: keyResultPath,
      access: writers,
      summary: "Change any of a key result's fields; a new current value is kept as a check-in",
      tags: ['okr'],
    },
  }),
  deleteKeyResult: defineOperation({
    id: 'deleteKeyResult',
    service: 'portal',
    subject: 'portal.key-results.delete',
    params: uuidParamsSchema,
    reply: keyResultDetailSchema,
    delivery: 'write',
    http: {
      method: 'DELETE',
      path: keyResultPath,
      access: writers,
      summary: 'Delete a key result; answers what was deleted',
      tags: ['okr'],
    },
  }),
};
