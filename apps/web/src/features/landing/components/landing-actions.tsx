import { Link } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';

/** Apply Now and Member Login, in the hero and again at the close. */
export function LandingActions({ className }: { className?: string }) {
  return (
    <div className={className ? `lp-hero__actions ${className}` : 'lp-hero__actions'}>
      <Link to={ROUTES.apply} className="lp-button lp-button--primary">
        Apply Now
      </Link>
      <Link to={ROUTES.login} className="lp-button lp-button--ghost">
        Member Login
      </Link>
    </div>
  );
}
