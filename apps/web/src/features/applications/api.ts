import {
  applicationOps,
  type CommentBody,
  type SubmitApplicationBody,
  type UpdateApplicationStatusBody,
  type VoteBody,
} from '@warroom/contracts';
import { callApi } from '../../lib/api';

export function submitApplication(body: SubmitApplicationBody) {
  return callApi(applicationOps.submit, { body });
}

export function fetchApplicationStatus(id: string, signal?: AbortSignal) {
  return callApi(applicationOps.status, { params: { id } }, { signal });
}

export function fetchApplicationAnalytics(signal?: AbortSignal) {
  return callApi(applicationOps.analytics, {}, { signal });
}

export type VoteRequest = { id: string; body: VoteBody };

export function voteOnApplication({ id, body }: VoteRequest) {
  return callApi(applicationOps.vote, { params: { id }, body });
}

export type CommentRequest = { id: string; body: CommentBody };

export function commentOnApplication({ id, body }: CommentRequest) {
  return callApi(applicationOps.comment, { params: { id }, body });
}

export type StatusChangeRequest = { id: string; body: UpdateApplicationStatusBody };

export function updateApplicationStatus({ id, body }: StatusChangeRequest) {
  return callApi(applicationOps.changeStatus, { params: { id }, body });
}
