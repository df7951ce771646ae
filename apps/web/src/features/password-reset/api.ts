import type { ForgotPasswordBody, ResetPasswordBody } from '@warroom/contracts';
import { callApi } from '../../lib/api';
import { loadPublicContracts } from '../../lib/load-public-contracts';

/** POST /api/auth/forgot-password: the same answer whether or not an account has the email. */
export async function requestPasswordReset(body: ForgotPasswordBody) {
  const { passwordResetOps } = await loadPublicContracts();
  return callApi(passwordResetOps.forgot, { body });
}

/** POST /api/auth/reset-password: 204; every session of the account ends. */
export async function resetPassword(body: ResetPasswordBody) {
  const { passwordResetOps } = await loadPublicContracts();
  return callApi(passwordResetOps.reset, { body });
}
