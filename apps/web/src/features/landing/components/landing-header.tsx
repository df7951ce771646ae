import { Link } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { LandingThemeToggle } from './landing-theme-toggle';

export function LandingHeader() {
  return (
    <header className="lp-header">
      <div className="lp-container lp-header__inner">
        <Link to={ROUTES.landing} className="lp-brand" aria-label="War Room home">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>War Room</span>
        </Link>
        <nav aria-label="Sections" className="lp-header__nav">
          <a href="#pillars">Pillars</a>
          <a href="#benefits">Membership</a>
          <a href="#library">Library</a>
        </nav>
        <div className="lp-header__actions">
          <LandingThemeToggle />
          <Link to={ROUTES.login} className="lp-button lp-button--ghost lp-button--small">
            Member Login
          </Link>
        </div>
      </div>
    </header>
  );
}
