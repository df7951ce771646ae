import type { ChangePasswordBody } from '@warroom/contracts';
import { http } from '../../lib/http';

export function changePassword(body: ChangePasswordBody): Promise<unknown> {
  return http<unknown>('/api/profile/change-password', { method: 'POST', body });
}
