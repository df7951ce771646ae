import { gatewayOps, identityOps, type LoginBody } from '@warroom/contracts';
import { callApi } from '../../lib/api';

export function fetchMe() {
  return callApi(gatewayOps.me, {});
}

export function fetchLoginHint() {
  return callApi(identityOps.loginHint, {});
}

export function login(body: LoginBody) {
  return callApi(identityOps.login, { body });
}

export function logout() {
  return callApi(identityOps.logout, {});
}
