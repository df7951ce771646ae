import { z } from 'zod';
import { APPLICATION_ID_PATTERN, APPLICATION_STATUSES } from './application-values.js';
import { INVALID_ID } from './path-params.js';
import { keysetCursorSchema, pageQuerySchema } from './paging.js';
import { withinJsonBytes } from './text.js';
import { webUrlSchema } from './urls.js';

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** Free text of at most `max` characters and 3 bytes a character as JSON (text.ts). */
const boundedText = <S extends z.ZodString>(schema: S, label: string, max: number) =>
  withinJsonBytes(schema.max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`), label, max);

const optionalText = (label: string, max: number) => boundedText(z.string().trim(), label, max).optional();

/** The application form (SPEC.md section 5); the web wizard and the server share it. */
export const submitApplicationBodySchema = z
  .object({
    applicantName: boundedText(z.string().trim().min(2, 'Name is required'), 'Name', 200),
    applicantEmail: z.email('Valid email required').max(320),
    currentRole: boundedText(z.string().trim().min(2, 'Current role is required'), 'Current role', 200),
    currentCompany: optionalText('Company', 200),
    linkedinUrl: z.union([z.literal(''), webUrlSchema]).optional(),
    whyJoin: boundedText(
      z.string().trim().min(100, 'Please provide at least 100 characters about why you want to join'),
      'Why join',
      10_000,
    ),
    challenges: boundedText(z.string().trim().min(50, 'Please describe your current challenges'), 'Challenges', 10_000),
    buildingWhat: optionalText('What you are building', 10_000),
    techStack: optionalText('Tech stack', 2_000),
    expertise: z
      .array(boundedText(z.string().trim().min(1), 'Expertise', 100))
      .max(50)
      .optional(),
    industry: optionalText('Industry', 100),
    stage: optionalText('Stage', 100),
  })
  .meta({ id: 'SubmitApplicationBody' });
export type SubmitApplicationBody = z.infer<typeof submitApplicationBodySchema>;

export const submitApplicationReplySchema = z.object({ id: z.string() }).meta({ id: 'SubmitApplicationReply' });
export type SubmitApplicationReply = z.infer<typeof submitApplicationReplySchema>;

/** The public status answer: nothing but these four fields (PRODUCT.md section 5). */
export const applicationStatusReplySchema = z
  .object({
    id: z.string(),
    status: applicationStatusSchema,
    submittedAt: z.iso.datetime(),
    decisionReason: z.string().nullable(),
  })
  .meta({ id: 'ApplicationStatusReply' });
export type ApplicationStatusReply = z.infer<typeof applicationStatusReplySchema>;

export const VoteValue = { Approve: 'APPROVE', Reject: 'REJECT', Abstain: 'ABSTAIN' } as const;
export type VoteValue = (typeof VoteValue)[keyof typeof VoteValue];
export const voteBodySchema = z
  .object({
    // Required: the server never votes for a reviewer (PRODUCT.md section 2); APPROVE is the form's preselected choice.
    vote: z.enum(['APPROVE', 'REJECT', 'ABSTAIN'], { error: 'Vote must be APPROVE, REJECT or ABSTAIN' }),
    reason: optionalText('Reason', 5_000),
  })
  .meta({ id: 'VoteBody' });
export type VoteBody = z.infer<typeof voteBodySchema>;

export const commentBodySchema = z
  .object({
    comment: withinJsonBytes(
      z.string().trim().min(1, 'Comment is required').max(5000, 'Comment must be at most 5000 characters'),
      'Comment',
      5000,
    ),
  })
  .meta({ id: 'CommentBody' });
export type CommentBody = z.infer<typeof commentBodySchema>;

export const updateApplicationStatusBodySchema = z
  .object({
    status: applicationStatusSchema,
    decisionReason: optionalText('Decision reason', 5_000),
  })
  .meta({ id: 'UpdateApplicationStatusBody' });
export type UpdateApplicationStatusBody = z.infer<typeof updateApplicationStatusBodySchema>;

/** PRODUCT.md section 11: a reviewer's current vote, as a reviewer who may see it reads it. */
export const castVoteSchema = z
  .object({
    /** SPEC.md's Vote field; the same as `voter.id`. */
    voterId: z.string(),
    voter: z.object({ id: z.string(), name: z.string() }),
    vote: z.enum(['APPROVE', 'REJECT', 'ABSTAIN']),
    reason: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Vote' });
export type CastVote = z.infer<typeof castVoteSchema>;

/** Approvals and rejections stay hidden (null) until the caller has voted or recused; the count of votes does not. */
export const voteTallySchema = z
  .object({ approve: z.number().nullable(), reject: z.number().nullable(), total: z.number() })
  .meta({ id: 'VoteTally' });
export type VoteTally = z.infer<typeof voteTallySchema>;

/** A reviewer who stepped aside from an application: their vote leaves the tally and they cannot vote on it. */
export const recusalSchema = z
  .object({
    reviewer: z.object({ id: z.string(), name: z.string() }),
    reason: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Recusal' });
export type Recusal = z.infer<typeof recusalSchema>;

export const recuseBodySchema = z.object({ reason: optionalText('Reason', 5_000) }).meta({ id: 'RecuseBody' });
export type RecuseBody = z.infer<typeof recuseBodySchema>;

export const RECUSED = 'You have recused yourself from this application';

export const commentSchema = z
  .object({
    id: z.string(),
    comment: z.string(),
    createdAt: z.iso.datetime(),
    author: z.object({ id: z.string(), name: z.string() }),
  })
  .meta({ id: 'ApplicationComment' });
export type ApplicationComment = z.infer<typeof commentSchema>;

/** How many of an application's comments the list carries (the newest); the rest are paged. */
export const COMMENTS_SHOWN_MAX = 20;

export const applicationSchema = z
  .object({
    id: z.string(),
    applicantName: z.string(),
    applicantEmail: z.string(),
    currentRole: z.string(),
    currentCompany: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
    whyJoin: z.string(),
    challenges: z.string(),
    buildingWhat: z.string().nullable(),
    techStack: z.string().nullable(),
    expertise: z.array(z.string()),
    industry: z.string().nullable(),
    stage: z.string().nullable(),
    status: applicationStatusSchema,
    submittedAt: z.iso.datetime(),
    decisionReason: z.string().nullable(),
    votes: z
      .array(castVoteSchema)
      .describe(
        "Every current vote once the caller has voted or recused (an ADMIN: always); until then only the caller's own, none",
      ),
    voteTally: voteTallySchema,
    votesRequired: z.number(),
    myVote: z.enum(['APPROVE', 'REJECT', 'ABSTAIN']).nullable().describe("The caller's current vote"),
    recused: z.boolean().describe('Whether the caller has recused themselves'),
    recusals: z.array(recusalSchema),
    comments: z.array(commentSchema).describe('The newest 20 comments, oldest first; the rest from /comments'),
    commentCount: z.number().int(),
  })
  .meta({ id: 'Application' });
export type Application = z.infer<typeof applicationSchema>;

/** GET /api/applications: a page, newest first; `X-Total-Count` carries the total. */
export const applicationListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  status: applicationStatusSchema.optional(),
  /** Where a page starts when it follows a `Link` (a keyset cursor: deep pages cost what the first does); `offset` is ignored. */
  after: keysetCursorSchema(
    'after must be a position from a Link header',
    z.string().regex(/^[A-Za-z0-9_-]{22,64}$/),
  ).optional(),
  /** PRODUCT.md section 11: only those UNDER_REVIEW or VOTING on which the caller has neither voted nor recused. */
  // A query string says 'true'; the service parses what the gateway parsed again, a boolean.
  needsMyVote: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
      error: "needsMyVote must be 'true' or 'false'",
    })
    .optional(),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const applicationListSchema = z.object({ items: z.array(applicationSchema), total: z.number().int() });
export type ApplicationList = z.infer<typeof applicationListSchema>;

/** An application id is 22 or more base64url characters (PRODUCT.md section 5); anything else is 400. */
export const applicationIdParamsSchema = z.object({
  id: z.string().regex(APPLICATION_ID_PATTERN, INVALID_ID),
});

/** What applications publishes on APPLICATION_STATUS_CHANGED_SUBJECT. */
export const applicationStatusNoticeSchema = applicationIdParamsSchema;
export type ApplicationStatusNotice = z.infer<typeof applicationStatusNoticeSchema>;

/**
 * What an applicant's profile starts from once they join (`profileOfApplication`, PRODUCT.md
 * section 16): these fields of their application and nothing else of it.
 */
export const applicantProfileSchema = z.object({
  currentRole: z.string(),
  currentCompany: z.string().nullable(),
  expertise: z.array(z.string()),
  industry: z.string().nullable(),
  stage: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
});
export type ApplicantProfile = z.infer<typeof applicantProfileSchema>;

/**
 * Whom an application's emails go to: the applicant's name and email, which stay in the
 * applications service (no event or audit entry carries them); the mail module asks for them,
 * with the profile the applicant starts from.
 */
export const applicantContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  profile: applicantProfileSchema,
});
export type ApplicantContact = z.infer<typeof applicantContactSchema>;

/** How many emails one question about accepted applicants may name (a bounded answer). */
export const ACCEPTED_PROFILES_MAX = 100;

/** Identity's profile backfill asks which of these emails have an accepted application. */
export const acceptedProfilesBodySchema = z.object({
  emails: z.array(z.string().trim().toLowerCase().min(1).max(320)).min(1).max(ACCEPTED_PROFILES_MAX),
});
export type AcceptedProfilesBody = z.infer<typeof acceptedProfilesBodySchema>;

/**
 * For each email asked about that has an ACCEPTED application, the newest one's profile
 * fields; the email as lower-cased, the way both services key them.
 */
export const acceptedProfilesReplySchema = z.object({
  profiles: z.array(z.object({ email: z.string(), profile: applicantProfileSchema })).max(ACCEPTED_PROFILES_MAX),
});
export type AcceptedProfilesReply = z.infer<typeof acceptedProfilesReplySchema>;

const countSchema = z.object({ name: z.string(), count: z.number().int() });

/** GET /api/applications/analytics (PRODUCT.md section 2): constant size, whatever the data. */
export const applicationAnalyticsSchema = z
  .object({
    total: z.number().int(),
    byStatus: z.object({
      SUBMITTED: z.number().int(),
      UNDER_REVIEW: z.number().int(),
      VOTING: z.number().int(),
      ACCEPTED: z.number().int(),
      REJECTED: z.number().int(),
      WAITLISTED: z.number().int(),
    }),
    lastMonth: z.number().int(),
    previousMonth: z.number().int(),
    monthOverMonthChange: z.number(),
    acceptanceRate: z.number(),
    conversionRate: z.number(),
    inPipeline: z.number().int(),
    funnel: z.array(z.object({ stage: z.string(), count: z.number().int() })),
    topIndustries: z.array(countSchema),
    topExpertise: z.array(countSchema),
    stages: z.array(countSchema),
  })
  .meta({ id: 'ApplicationAnalytics' });
export type ApplicationAnalytics = z.infer<typeof applicationAnalyticsSchema>;
