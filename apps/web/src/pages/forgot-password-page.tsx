import { AuthCard } from '../shared/public/auth-card';
import { ForgotPasswordForm } from '../features/password-reset/components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot Password"
      intro="We will email you a link to choose a new password."
      links={['backToLogin']}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
