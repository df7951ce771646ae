import { type CreateMeetingBody, meetingOps, type UpdateMeetingBody } from '@warroom/contracts';
import { callApi } from '../../lib/api';

export function fetchMeeting(id: string, signal?: AbortSignal) {
  return callApi(meetingOps.get, { params: { id } }, { signal });
}

export function createMeeting(body: CreateMeetingBody) {
  return callApi(meetingOps.create, { body });
}

export type UpdateMeetingRequest = { id: string; changes: UpdateMeetingBody };

export function updateMeeting({ id, changes }: UpdateMeetingRequest) {
  return callApi(meetingOps.update, { params: { id }, body: changes });
}

export function deleteMeeting(id: string) {
  return callApi(meetingOps.delete, { params: { id } });
}
