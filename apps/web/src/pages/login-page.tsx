import { AuthCard } from '../shared/public/auth-card';
import { LoginForm } from '../features/auth/components/login-form';
import { LoginHint } from '../features/auth/components/login-hint';

export function LoginPage() {
  return (
    <AuthCard title="Member Login" intro="Sign in to the CTO & CEO portal." links={['forgotPassword', 'apply']}>
      <LoginForm />
      {/* Below the form: the hint arrives after the page, and moves nothing the visitor is reading. */}
      <LoginHint />
    </AuthCard>
  );
}
