import type { CreateMeetingBody, Meeting, UpdateMeetingBody } from '@warroom/contracts';
import { http } from '../../lib/http';

const path = (id: string) => `/api/meetings/${encodeURIComponent(id)}`;

export function fetchMeeting(id: string, signal?: AbortSignal): Promise<Meeting> {
  return http<Meeting>(path(id), { signal });
}

export function createMeeting(body: CreateMeetingBody): Promise<Meeting> {
  return http<Meeting>('/api/meetings', { method: 'POST', body });
}

export type UpdateMeetingRequest = { id: string; changes: UpdateMeetingBody };

export function updateMeeting({ id, changes }: UpdateMeetingRequest): Promise<Meeting> {
  return http<Meeting>(path(id), { method: 'PATCH', body: changes });
}

export function deleteMeeting(id: string): Promise<Meeting> {
  return http<Meeting>(path(id), { method: 'DELETE' });
}
