import type {
  Application,
  ApplicationAnalytics,
  ApplicationStatusReply,
  CommentBody,
  SubmitApplicationBody,
  UpdateApplicationStatusBody,
  VoteBody,
} from '@warroom/contracts';
import { http } from '../../lib/http';

export type SubmitApplicationReply = { id: string };

const path = (id: string, rest: string) => `/api/applications/${encodeURIComponent(id)}/${rest}`;

export function submitApplication(body: SubmitApplicationBody): Promise<SubmitApplicationReply> {
  return http<SubmitApplicationReply>('/api/applications/submit', { method: 'POST', body });
}

export function fetchApplicationStatus(id: string, signal?: AbortSignal): Promise<ApplicationStatusReply> {
  return http<ApplicationStatusReply>(path(id, 'status'), { signal });
}

/** GET /api/applications/{id}/comments: an application's comments, oldest first, a page at a time. */
export const commentsPath = (id: string) => path(id, 'comments');

export function fetchApplicationAnalytics(signal?: AbortSignal): Promise<ApplicationAnalytics> {
  return http<ApplicationAnalytics>('/api/applications/analytics', { signal });
}

export type VoteRequest = { id: string; body: VoteBody };

export function voteOnApplication({ id, body }: VoteRequest): Promise<Application> {
  return http<Application>(path(id, 'vote'), { method: 'POST', body });
}

export type CommentRequest = { id: string; body: CommentBody };

export function commentOnApplication({ id, body }: CommentRequest): Promise<Application> {
  return http<Application>(path(id, 'comments'), { method: 'POST', body });
}

export type StatusChangeRequest = { id: string; body: UpdateApplicationStatusBody };

export function updateApplicationStatus({ id, body }: StatusChangeRequest): Promise<Application> {
  return http<Application>(path(id, 'status'), { method: 'PATCH', body });
}
