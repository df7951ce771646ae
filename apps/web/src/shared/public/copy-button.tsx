import { useEffect, useState } from 'react';

/** Copies `text` to the clipboard; says 'Copied' for a moment. `describedBy` names what it copies. */
export function CopyButton({ text, describedBy }: { text: string; describedBy: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    // The clipboard exists only in a secure context (HTTPS or localhost).
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => undefined,
    );
  };

  const label = copied ? 'Copied' : 'Copy';
  return (
    <button
      type="button"
      className="lp-copy"
      aria-label={label}
      title={label}
      aria-describedby={describedBy}
      onClick={copy}
    >
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {copied ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <>
            <rect x="8" y="8" width="12" height="12" rx="2" />
            <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
          </>
        )}
      </svg>
    </button>
  );
}

/** A value to keep (an application id, a default credential) with its copy button. */
export function CopyableValue({ id, value, className = 'lp-code' }: { id: string; value: string; className?: string }) {
  return (
    <span className="lp-copyable">
      <span id={id} className={className}>
        {value}
      </span>
      <CopyButton text={value} describedBy={id} />
    </span>
  );
}
