import { type Member, memberOps, type UpdateProfileBody } from '@warroom/contracts';
import { callApi } from '../../lib/api';

/** GET /api/members/{id}: a profile as the caller may see it (a hidden one is 404 to others). */
export function fetchMember(id: string, signal?: AbortSignal): Promise<Member> {
  return callApi(memberOps.get, { params: { id } }, { signal });
}

/** PATCH /api/profile: the fields that changed (`{}` only dismisses 'Complete your profile'). */
export function updateProfile(body: UpdateProfileBody): Promise<Member> {
  return callApi(memberOps.updateProfile, { body });
}
