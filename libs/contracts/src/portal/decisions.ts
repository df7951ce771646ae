import { z } from 'zod';
import { pageQuerySchema } from '../paging.js';
import { exportOperation, recordOperations } from './record-operations.js';
import { changesSchema, longTextSchema, storedSchema, titleSchema } from './fields.js';
import { namedValues, valuesOf, type ValueOf } from '../named-values.js';

export const DecisionStatus = namedValues('PROPOSED', 'ACCEPTED', 'REJECTED', 'SUPERSEDED');
export type DecisionStatus = ValueOf<typeof DecisionStatus>;
export const DECISION_STATUSES = valuesOf(DecisionStatus);
export const decisionStatusSchema = z.enum(DECISION_STATUSES);

export const SUPERSEDED_BY_INVALID = 'supersededBy must name another existing decision';
export const SUPERSEDED_BY_CYCLE = 'supersededBy must not lead back to this decision';

/** The id of the decision that replaces this one; setting it makes this one SUPERSEDED. */
const supersededBySchema = z.uuid(SUPERSEDED_BY_INVALID);

/** POST /api/decisions: a new decision is PROPOSED unless told; empty texts get the export's fallbacks. */
export const createDecisionBodySchema = z
  .object({
    title: titleSchema,
    status: decisionStatusSchema.default(DecisionStatus.Proposed),
    context: longTextSchema('Context').default(''),
    decision: longTextSchema('Decision').default(''),
    consequences: longTextSchema('Consequences').default(''),
    supersededBy: supersededBySchema.nullish(),
  })
  .meta({ id: 'CreateDecisionBody' });
export type CreateDecisionBody = z.infer<typeof createDecisionBodySchema>;

/** PATCH /api/decisions/{id}: any of the fields; `supersededBy: null` clears the link. */
export const updateDecisionBodySchema = changesSchema('UpdateDecisionBody', {
  title: titleSchema.optional(),
  status: decisionStatusSchema.optional(),
  context: longTextSchema('Context').optional(),
  decision: longTextSchema('Decision').optional(),
  consequences: longTextSchema('Consequences').optional(),
  supersededBy: supersededBySchema.nullish(),
});
export type UpdateDecisionBody = z.infer<typeof updateDecisionBodySchema>;

export const decisionRefSchema = z.object({ id: z.uuid(), title: z.string() });
export type DecisionRef = z.infer<typeof decisionRefSchema>;

/** The most decisions a decision's `supersedes` names (the newest); `supersedesCount` has them all. */
export const SUPERSEDES_SHOWN_MAX = 100;

/**
 * The Decision entity of SPEC.md section 3, plus the title of the decision that supersedes it
 * and the decisions it supersedes (newest first, at most 100).
 */
export const decisionSchema = storedSchema('Decision', {
  title: z.string(),
  status: decisionStatusSchema,
  context: z.string(),
  decision: z.string(),
  consequences: z.string(),
  supersededBy: z.uuid().nullable(),
  supersededByTitle: z.string().nullable(),
  supersedes: z.array(decisionRefSchema),
  supersedesCount: z.number().int(),
});
export type Decision = z.infer<typeof decisionSchema>;

/** A decision in the list: what the list shows, `context` cut to its first 100 characters. */
export const decisionSummarySchema = storedSchema('DecisionSummary', {
  title: z.string(),
  status: decisionStatusSchema,
  context: z.string().describe('The first 100 characters of the context'),
  supersededBy: z.uuid().nullable(),
});
export type DecisionSummary = z.infer<typeof decisionSummarySchema>;

/** GET /api/decisions: a page, newest first; `q` finds decisions by title. */
export const decisionListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
});
export type DecisionListQuery = z.infer<typeof decisionListQuerySchema>;

export const NO_DECISIONS_TO_EXPORT = 'There are no decisions to export';

/** The decisions: a plain record kind, with `q` on its list, and the markdown export. */
export const decisionOps = {
  ...recordOperations(
    {
      one: 'decision',
      many: 'decisions',
      listed: 'Decisions, newest first, a page at a time (the context cut to 100 characters); `q` finds titles',
    },
    {
      view: decisionSchema,
      summary: decisionSummarySchema,
      create: createDecisionBodySchema,
      update: updateDecisionBodySchema,
      listQuery: decisionListQuerySchema,
    },
  ),
  /** One chunk of the ADR export; the gateway streams the chunks as one file. */
  export: exportOperation(
    'decisions',
    'text/markdown',
    'Every decision as one markdown file, streamed (404 when there are none; the count in X-Total-Count)',
  ),
};
