import { Link } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';

export function LandingFooter() {
  return (
    <footer className="lp-footer">
      <div className="lp-container lp-footer__inner">
        <p>© {new Date().getFullYear()} War Room. A private community for technical leaders.</p>
        <nav aria-label="Footer">
          <Link to={ROUTES.apply}>Apply</Link>
          <Link to={ROUTES.applicationStatus}>Application status</Link>
          <Link to={ROUTES.login}>Member Login</Link>
        </nav>
      </div>
    </footer>
  );
}
