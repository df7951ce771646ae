import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../app/routes';
import { useDocumentTitle } from '../lib/use-document-title';

/** The links under an account page's form, one line each. */
const LINKS = {
  forgotPassword: <Link to={ROUTES.forgotPassword}>Forgot password?</Link>,
  apply: (
    <>
      Not a member yet? <Link to={ROUTES.apply}>Apply Now</Link>
    </>
  ),
  memberLogin: (
    <>
      Already a member? <Link to={ROUTES.login}>Member Login</Link>
    </>
  ),
  backToLogin: <Link to={ROUTES.login}>Back to Member Login</Link>,
} satisfies Record<string, ReactNode>;

type AuthCardProps = {
  /** The page's one h1, and its tab title. */
  title: string;
  intro: string;
  links: readonly (keyof typeof LINKS)[];
  children: ReactNode;
};

/** The card of the account pages (login, join, forgot and reset password), centred on the page. */
export function AuthCard({ title, intro, links, children }: AuthCardProps) {
  useDocumentTitle(title);
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
              {title}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {intro}
            </Typography.Paragraph>
          </div>
          {children}
          {links.map((link) => (
            <Typography.Paragraph key={link} type="secondary" style={{ marginBottom: 0, textAlign: 'center' }}>
              {LINKS[link]}
            </Typography.Paragraph>
          ))}
        </Flex>
      </Card>
    </main>
  );
}
