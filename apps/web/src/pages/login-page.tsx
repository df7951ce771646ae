import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '../app/routes';
import { LoginForm } from '../features/auth/components/login-form';
import { LoginHint } from '../features/auth/components/login-hint';
import { useDocumentTitle } from '../lib/use-document-title';

export function LoginPage() {
  useDocumentTitle('Member Login');
  return (
    <main className="centered-page">
      <Card className="auth-card">
        <Flex vertical gap={20}>
          <Link to={ROUTES.landing} className="auth-card__brand">
            <img src="/favicon.svg" alt="" width={40} height={40} />
            <span>War Room</span>
          </Link>
          <div>
            <Typography.Title level={1} className="auth-card__title">
              Member Login
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              Sign in to the CTO &amp; CEO portal.
            </Typography.Paragraph>
          </div>
          <LoginHint />
          <LoginForm />
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0, textAlign: 'center' }}>
            Not a member yet? <Link to={ROUTES.apply}>Apply Now</Link>
          </Typography.Paragraph>
        </Flex>
      </Card>
    </main>
  );
}
