import { z } from 'zod';
import {
  createRequestOf,
  hasSomeField,
  NOTHING_TO_CHANGE,
  numberSchema,
  optionalLongTextSchema,
  timestampSchema,
  titleSchema,
  unitSchema,
  updateRequestOf,
} from './fields.js';
import { callerSchema } from '../identity-messages.js';

export const KEY_RESULTS_PER_OBJECTIVE_MAX = 50;
export const TARGET_NOT_ZERO = 'Target must not be 0';

/** A key result's target: a progress is current / target, so it may not be 0. */
const targetSchema = numberSchema('Target').refine((target) => target !== 0, TARGET_NOT_ZERO);

/** POST /api/okr/objectives/{id}/key-results, and each key result of a new objective. */
export const keyResultBodySchema = z.object({
  title: titleSchema,
  current: numberSchema('Current').default(0),
  target: targetSchema,
  unit: unitSchema.default(''),
});
export type KeyResultBody = z.infer<typeof keyResultBodySchema>;

/** PATCH /api/okr/key-results/{id}: any of the fields; a new `current` is kept as a check-in. */
export const updateKeyResultBodySchema = z
  .object({
    title: titleSchema.optional(),
    current: numberSchema('Current').optional(),
    target: targetSchema.optional(),
    unit: unitSchema.optional(),
  })
  .strict()
  .refine(hasSomeField, NOTHING_TO_CHANGE);
export type UpdateKeyResultBody = z.infer<typeof updateKeyResultBodySchema>;

export const createObjectiveBodySchema = z.object({
  title: titleSchema,
  description: optionalLongTextSchema('Description'),
  keyResults: z
    .array(keyResultBodySchema)
    .max(KEY_RESULTS_PER_OBJECTIVE_MAX, `An objective has at most ${KEY_RESULTS_PER_OBJECTIVE_MAX} key results`)
    .default([]),
});
export type CreateObjectiveBody = z.infer<typeof createObjectiveBodySchema>;

/** PATCH /api/okr/objectives/{id}: title or description; key results change through their own routes. */
export const updateObjectiveBodySchema = z
  .object({
    title: titleSchema.optional(),
    description: optionalLongTextSchema('Description'),
  })
  .strict()
  .refine(hasSomeField, NOTHING_TO_CHANGE);
export type UpdateObjectiveBody = z.infer<typeof updateObjectiveBodySchema>;

/** A change of a key result's current value: the value, when and who. */
export const checkInSchema = z.object({
  id: z.uuid(),
  value: z.number(),
  previousValue: z.number(),
  createdAt: timestampSchema,
  actor: z.object({ id: z.string(), email: z.string() }),
});
export type CheckIn = z.infer<typeof checkInSchema>;

export const keyResultSchema = z.object({
  id: z.uuid(),
  objectiveId: z.uuid(),
  title: z.string(),
  current: z.number(),
  target: z.number(),
  unit: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type KeyResult = z.infer<typeof keyResultSchema>;

/** The most check-ins a key result's detail carries: the newest. */
export const CHECK_INS_SHOWN_MAX = 100;

/** A key result with its newest check-ins (at most 100), newest first, and how many it has. */
export const keyResultDetailSchema = keyResultSchema.extend({
  checkIns: z.array(checkInSchema),
  checkInCount: z.number().int(),
});
export type KeyResultDetail = z.infer<typeof keyResultDetailSchema>;

/**
 * An objective: its key results in the order they were added (at most 50). In the list,
 * `description` is cut to its first 100 characters.
 */
export const objectiveSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  keyResults: z.array(keyResultSchema),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Objective = z.infer<typeof objectiveSchema>;

/** GET /api/okr/objectives/{id}: every key result with its check-ins. */
export const objectiveDetailSchema = objectiveSchema.extend({ keyResults: z.array(keyResultDetailSchema) });
export type ObjectiveDetail = z.infer<typeof objectiveDetailSchema>;

export const createObjectiveRequestSchema = createRequestOf(createObjectiveBodySchema);
export type CreateObjectiveRequest = z.infer<typeof createObjectiveRequestSchema>;

export const updateObjectiveRequestSchema = updateRequestOf(updateObjectiveBodySchema);
export type UpdateObjectiveRequest = z.infer<typeof updateObjectiveRequestSchema>;

export const createKeyResultRequestSchema = z.object({
  caller: callerSchema,
  objectiveId: z.uuid(),
  data: keyResultBodySchema,
});
export type CreateKeyResultRequest = z.infer<typeof createKeyResultRequestSchema>;

export const updateKeyResultRequestSchema = updateRequestOf(updateKeyResultBodySchema);
export type UpdateKeyResultRequest = z.infer<typeof updateKeyResultRequestSchema>;
