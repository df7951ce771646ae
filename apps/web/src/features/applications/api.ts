import type { ApplicationStatusReply, SubmitApplicationBody } from '@warroom/contracts';
import { http } from '../../lib/http';

export type SubmitApplicationReply = { id: string };

export function submitApplication(body: SubmitApplicationBody): Promise<SubmitApplicationReply> {
  return http<SubmitApplicationReply>('/api/applications/submit', { method: 'POST', body });
}

export function fetchApplicationStatus(id: string, signal?: AbortSignal): Promise<ApplicationStatusReply> {
  return http<ApplicationStatusReply>(`/api/applications/${encodeURIComponent(id)}/status`, { signal });
}
