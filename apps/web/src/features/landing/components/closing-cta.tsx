import { Link } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';
import { PRICE_PER_MONTH } from '../content';
import { LandingActions } from './landing-actions';

export function ClosingCta() {
  return (
    <section className="lp-cta" aria-labelledby="cta-title">
      <div className="lp-container lp-cta__inner">
        <h2 id="cta-title" className="lp-cta__title">
          Your seat at the table is waiting.
        </h2>
        <p className="lp-cta__body">
          Applications are read by resident CTOs and decided by vote. {PRICE_PER_MONTH} per month, cancel anytime.
        </p>
        <LandingActions className="lp-cta__actions" />
        <p className="lp-cta__note">
          Already applied? <Link to={ROUTES.applicationStatus}>Check your application status</Link>
        </p>
      </div>
    </section>
  );
}
