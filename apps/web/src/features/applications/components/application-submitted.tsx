import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { applicationStatusUrl, ROUTES } from '../../../shared/routes';
import { CopyableValue } from '../../../shared/public/copy-button';

/** The fourth view of the wizard: the new application id and where to go next. */
export function ApplicationSubmitted({ id }: { id: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="lp-panel lp-confirmation" aria-labelledby="apply-confirmation-title">
      <span className="lp-confirmation__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      </span>
      <h2 id="apply-confirmation-title" ref={headingRef} tabIndex={-1} className="lp-step-title lp-heading-target">
        Application Submitted
      </h2>
      <p className="lp-page-intro">
        Thank you for applying. Our resident CTOs will review your application and vote on it. Keep your application ID:
        it is the only key to your status.
      </p>
      <div>
        <p className="lp-caption">Your application ID</p>
        <CopyableValue id="apply-confirmation-id" value={id} className="application-id" />
      </div>
      <div className="lp-actions lp-actions--center">
        <Link to={applicationStatusUrl(id)} className="lp-button lp-button--primary">
          Check Application Status
        </Link>
        <Link to={ROUTES.landing} className="lp-button lp-button--ghost">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
