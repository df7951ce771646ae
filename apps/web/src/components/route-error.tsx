import { Link, useRouteError } from 'react-router-dom';
import { ErrorDetail } from './error-detail';

/** Shown when a route fails to render or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  return (
    <main className="plain-page">
      <h1>Something went wrong</h1>
      <p>The page could not be shown. Trying again (a reload) usually fixes it, after an update especially.</p>
      <p>
        <button type="button" className="plain-button" onClick={() => window.location.reload()}>
          Try again
        </button>{' '}
        <Link to="/">Go home</Link>
      </p>
      <ErrorDetail error={error} />
    </main>
  );
}
