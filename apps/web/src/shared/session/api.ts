import { gatewayOps, identityOps } from '@warroom/contracts';
import { callApi } from '../../lib/api';

export function fetchMe() {
  return callApi(gatewayOps.me, {});
}

export function logout() {
  return callApi(identityOps.logout, {});
}
