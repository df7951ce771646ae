import { Link } from 'react-router-dom';
import { ROUTES } from '../../shared/routes';
import './brand.css';

/** The portal is branded for the CTO and CEO (SPEC.md section 1). */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to={ROUTES.dashboard}
      className="portal-brand"
      // Collapsed, only the logo shows: the link still needs a name. Open, its visible text is the name.
      aria-label={compact ? 'War Room CTO & CEO Portal: dashboard' : undefined}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="portal-brand__logo" />
      {compact ? null : (
        <span className="portal-brand__text">
          <strong>War Room</strong>
          <span className="text-secondary portal-brand__sub">CTO &amp; CEO Portal</span>
        </span>
      )}
    </Link>
  );
}
