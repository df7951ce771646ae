import { errorDetail } from '../lib/error-text';
import './error-detail.css';

/**
 * The error as received (status and body), closed behind a disclosure: there for whoever reports
 * it, out of the way of everyone else. Plain HTML, so the public pages and the router can use it.
 */
export function ErrorDetail({ error }: { error: unknown }) {
  const detail = errorDetail(error);
  if (!detail) return null;
  return (
    <details className="error-detail">
      <summary>Technical details</summary>
      <code className="error-detail__text">{detail}</code>
    </details>
  );
}
