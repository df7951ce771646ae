import type { identityOps, LoginBody } from '@warroom/contracts';
import { LOGIN_HINT_PATH } from '@warroom/contracts';
import { callApi, getByPath } from '../../lib/api';
import { loadPublicContracts } from '../../lib/load-public-contracts';

/** The default admin pair while the server still offers it: read as /login loads, without schemas. */
export function fetchLoginHint() {
  return getByPath<typeof identityOps.loginHint>(LOGIN_HINT_PATH, undefined);
}

export async function login(body: LoginBody) {
  const { identityOps } = await loadPublicContracts();
  return callApi(identityOps.login, { body });
}
