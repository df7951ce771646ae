import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../routes';
import { ThemeToggleButton } from './theme-toggle-button';

/** The header of the light shell: the brand, what a page adds (the landing's section links), the theme and Member Login. */
export function PublicHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="lp-header">
      <div className="lp-container lp-header__inner">
        <Link to={ROUTES.landing} className="lp-brand" aria-label="War Room home">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>War Room</span>
        </Link>
        {children}
        <div className={children ? 'lp-header__actions' : 'lp-header__actions lp-header__actions--end'}>
          <ThemeToggleButton />
          <Link to={ROUTES.login} className="lp-button lp-button--ghost lp-button--small">
            Member Login
          </Link>
        </div>
      </div>
    </header>
  );
}
