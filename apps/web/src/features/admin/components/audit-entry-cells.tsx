import type { AuditEntryView } from '@warroom/contracts';
import { Button } from 'antd';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AuditDescription } from '../audit/describe-entry';
import type { AuditChange } from '../audit/entry-values';
import { metaOf } from '../audit/entry-values';

/** The entry's sentence, the things it names as links to their screens. */
export function AuditSentence({ description }: { description: AuditDescription }) {
  return (
    <span className="audit-entry__sentence">
      {description.parts.map((part, index) =>
        part.to ? (
          <Link key={index} to={part.to}>
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}

const changeText = (change: AuditChange) =>
  change.from === undefined ? `${change.field}: ${change.to}` : `${change.field}: ${change.from} → ${change.to}`;

/** What changed, a line a field: 'title: Old → New' ('role: CTO' when only the new value is known). */
export function AuditChanges({ description }: { description: AuditDescription }) {
  if (description.changes.length === 0) return null;
  return (
    <ul className="audit-entry__changes">
      {description.changes.map((change, index) => (
        <li key={index} className="audit-entry__change" title={changeText(change)}>
          <span className="text-secondary">{change.field}:</span>{' '}
          {change.from === undefined ? null : (
            <>
              <del className="audit-entry__old">{change.from}</del>{' '}
              <span aria-label="changed to" role="img">
                →
              </span>{' '}
            </>
          )}
          <ins className="audit-entry__new">{change.to}</ins>
        </li>
      ))}
    </ul>
  );
}

/**
 * The entry as the server sent it, its payload read as JSON, in a dialog one click away: the
 * browser's own modal dialog (focus kept inside, Escape closes), so /admin loads no dialog code.
 */
export function AuditRawEntry({ entry }: { entry: AuditEntryView }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        type="link"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        Raw entry
      </Button>
      <dialog ref={dialog} className="audit-raw" aria-labelledby={titleId} onClose={() => setOpen(false)}>
        <div className="audit-raw__head">
          <h3 id={titleId} className="audit-raw__title">
            Raw entry
          </h3>
          <Button size="small" onClick={() => dialog.current?.close()}>
            Close
          </Button>
        </div>
        {open ? (
          <pre className="audit-raw__json">
            {JSON.stringify({ ...entry, meta: entry.meta ? metaOf(entry) : null }, null, 2)}
          </pre>
        ) : null}
      </dialog>
    </>
  );
}
