import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from '../api';

/** Asks for a reset link; the form shows the answer, or why it failed (429 past the limits). */
export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
