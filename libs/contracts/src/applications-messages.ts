import { z } from 'zod';
import {
  applicationListQuerySchema,
  commentBodySchema,
  submitApplicationBodySchema,
  updateApplicationStatusBodySchema,
  voteBodySchema,
} from './applications.js';
import { actorSchema } from './events.js';
import { pageQuerySchema } from './paging.js';

/** A reviewer as the applications service needs to know them: for votes, comments and the audit log. */
export const reviewerSchema = actorSchema.extend({ name: z.string().nullable() });
export type Reviewer = z.infer<typeof reviewerSchema>;

const applicationId = z.string().min(1).max(64);

export const submitApplicationRequestSchema = z.object({ application: submitApplicationBodySchema });
export const applicationStatusRequestSchema = z.object({ id: applicationId });
export const listApplicationsRequestSchema = z.object({ query: applicationListQuerySchema });
export const listCommentsRequestSchema = z.object({ id: applicationId, page: pageQuerySchema });
export type ListCommentsRequest = z.infer<typeof listCommentsRequestSchema>;
export const voteRequestSchema = z.object({ reviewer: reviewerSchema, id: applicationId, vote: voteBodySchema });
export const commentRequestSchema = z.object({
  reviewer: reviewerSchema,
  id: applicationId,
  comment: commentBodySchema,
});
export const changeStatusRequestSchema = z.object({
  reviewer: reviewerSchema,
  id: applicationId,
  change: updateApplicationStatusBodySchema,
});
export type SubmitApplicationRequest = z.infer<typeof submitApplicationRequestSchema>;
export type VoteRequest = z.infer<typeof voteRequestSchema>;
export type CommentRequest = z.infer<typeof commentRequestSchema>;
export type ChangeStatusRequest = z.infer<typeof changeStatusRequestSchema>;
