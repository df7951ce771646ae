import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../shared/public/auth-card';
import { ResetPasswordForm } from '../features/password-reset/components/reset-password-form';
import { RESET_LINK } from '../features/password-reset/reset-link';
import { LinkProblem } from '../shared/public/link-problem';
import { isLinkToken } from '../lib/link-token';

/** /reset-password?token=…: the link of the 'Reset your War Room password' email. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <AuthCard title="Reset Password" intro="Choose a new password for your account." links={['backToLogin']}>
      {isLinkToken(token) ? <ResetPasswordForm token={token} /> : <LinkProblem {...RESET_LINK} />}
    </AuthCard>
  );
}
