import { Link } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';
import { ErrorDetail } from '../../../components/error-detail';
import { Callout } from '../../../shared/public/callout';
import { errorExplanation } from '../../../lib/error-text';
import { statusOf } from '../../../lib/http';

/**
 * Why the application was not submitted, on the form beside SPEC.md's toast: the server's
 * own words for a refusal. A 409 (PRODUCT.md section 5: an application for this email is
 * already open) cannot be fixed by trying again, so it leads to where that application can be
 * followed instead; any other failure keeps the raw answer behind a disclosure.
 */
export function SubmitFailure({ error }: { error: Error | null }) {
  if (!error) return null;
  const alreadyOpen = statusOf(error) === 409;
  return (
    <Callout tone="error" role="alert" title="Your application was not submitted">
      <p>{errorExplanation(error)}</p>
      {alreadyOpen ? (
        <>
          <p>Follow it with the application id from the email we sent when it arrived.</p>
          <Link to={ROUTES.applicationStatus} className="lp-button lp-button--ghost lp-button--small">
            Check Application Status
          </Link>
        </>
      ) : (
        <ErrorDetail error={error} />
      )}
    </Callout>
  );
}
