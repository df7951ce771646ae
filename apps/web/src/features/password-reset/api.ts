import { type ForgotPasswordBody, passwordResetOps, type ResetPasswordBody } from '@warroom/contracts';
import { callApi } from '../../lib/api';

/** POST /api/auth/forgot-password: the same answer whether or not an account has the email. */
export function requestPasswordReset(body: ForgotPasswordBody) {
  return callApi(passwordResetOps.forgot, { body });
}

/** POST /api/auth/reset-password: 204; every session of the account ends. */
export function resetPassword(body: ResetPasswordBody) {
  return callApi(passwordResetOps.reset, { body });
}
