import { useState } from 'react';
import { errorDetail } from '../lib/error-text';
import './error-detail.css';

/**
 * The error as received (status and body), closed behind a disclosure: there for whoever reports
 * it, out of the way of everyone else. Its text is drawn only while open, so nothing reads it
 * twice beside the words above it. Plain HTML, so the public pages and the router can use it.
 */
export function ErrorDetail({ error }: { error: unknown }) {
  const [open, setOpen] = useState(false);
  const detail = errorDetail(error);
  if (!detail) return null;
  return (
    <details className="error-detail" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Technical details</summary>
      {open ? <code className="error-detail__text">{detail}</code> : null}
    </details>
  );
}
