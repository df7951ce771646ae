import { type ChangePasswordBody, identityOps } from '@warroom/contracts';
import { callApi } from '../../lib/api';

export function changePassword(body: ChangePasswordBody) {
  return callApi(identityOps.changePassword, { body });
}
