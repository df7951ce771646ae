import { z } from 'zod';
import {
  createRequestOf,
  hasSomeField,
  longTextSchema,
  NOTHING_TO_CHANGE,
  timestampSchema,
  titleSchema,
  updateRequestOf,
} from './fields.js';

export const DecisionStatus = {
  Proposed: 'PROPOSED',
  Accepted: 'ACCEPTED',
  Rejected: 'REJECTED',
  Superseded: 'SUPERSEDED',
} as const;
export type DecisionStatus = (typeof DecisionStatus)[keyof typeof DecisionStatus];
export const DECISION_STATUSES = Object.values(DecisionStatus) as [DecisionStatus, ...DecisionStatus[]];
export const decisionStatusSchema = z.enum(DECISION_STATUSES);

export const SUPERSEDED_BY_INVALID = 'supersededBy must name another existing decision';
export const SUPERSEDED_BY_CYCLE = 'supersededBy must not lead back to this decision';

/** The id of the decision that replaces this one; setting it makes this one SUPERSEDED. */
const supersededBySchema = z.uuid(SUPERSEDED_BY_INVALID);

/** POST /api/decisions: a new decision is PROPOSED unless told; empty texts get the export's fallbacks. */
export const createDecisionBodySchema = z.object({
  title: titleSchema,
  status: decisionStatusSchema.default(DecisionStatus.Proposed),
  context: longTextSchema('Context').default(''),
  decision: longTextSchema('Decision').default(''),
  consequences: longTextSchema('Consequences').default(''),
  supersededBy: supersededBySchema.nullish(),
});
export type CreateDecisionBody = z.infer<typeof createDecisionBodySchema>;

/** PATCH /api/decisions/{id}: any of the fields; `supersededBy: null` clears the link. */
export const updateDecisionBodySchema = z
  .object({
    title: titleSchema.optional(),
    status: decisionStatusSchema.optional(),
    context: longTextSchema('Context').optional(),
    decision: longTextSchema('Decision').optional(),
    consequences: longTextSchema('Consequences').optional(),
    supersededBy: supersededBySchema.nullish(),
  })
  .strict()
  .refine(hasSomeField, NOTHING_TO_CHANGE);
export type UpdateDecisionBody = z.infer<typeof updateDecisionBodySchema>;

export const decisionRefSchema = z.object({ id: z.uuid(), title: z.string() });
export type DecisionRef = z.infer<typeof decisionRefSchema>;

/** The Decision entity of SPEC.md section 3, plus the decisions it supersedes (newest first). */
export const decisionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: decisionStatusSchema,
  context: z.string(),
  decision: z.string(),
  consequences: z.string(),
  supersededBy: z.uuid().nullable(),
  supersedes: z.array(decisionRefSchema),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Decision = z.infer<typeof decisionSchema>;

export const createDecisionRequestSchema = createRequestOf(createDecisionBodySchema);
export type CreateDecisionRequest = z.infer<typeof createDecisionRequestSchema>;

export const updateDecisionRequestSchema = updateRequestOf(updateDecisionBodySchema);
export type UpdateDecisionRequest = z.infer<typeof updateDecisionRequestSchema>;

export const NO_DECISIONS_TO_EXPORT = 'There are no decisions to export';
