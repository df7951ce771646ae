import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../routes';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SkipLink } from './skip-link';
import './shell.css';
import './public.css';

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
    <div className="lp">
      <SkipLink />
      <main id="main" className="lp-centered">
        <div className="lp-panel lp-auth-card">
          <Link to={ROUTES.landing} className="lp-brand">
            <img src="/favicon.svg" alt="" width={40} height={40} />
            <span>War Room</span>
          </Link>
          <div>
            <h1 className="lp-page-title">{title}</h1>
            <p className="lp-page-intro">{intro}</p>
          </div>
          {children}
          {links.map((link) => (
            <p key={link} className="lp-auth-card__link">
              {LINKS[link]}
            </p>
          ))}
        </div>
      </main>
    </div>
  );
}
