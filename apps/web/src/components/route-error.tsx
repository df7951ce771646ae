import { Link, useRouteError } from 'react-router-dom';

/** Shown when a route fails to render or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <main className="plain-page">
      <h1>Something went wrong</h1>
      <p>The page could not be shown. Reloading usually fixes it.</p>
      {detail ? <p className="plain-page__detail">{detail}</p> : null}
      <p>
        <button type="button" className="plain-button" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <Link to="/">Go home</Link>
      </p>
    </main>
  );
}
