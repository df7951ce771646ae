import type { ReactNode } from 'react';

type CalloutProps = {
  tone: 'info' | 'success' | 'warning' | 'error';
  title: ReactNode;
  /** `alert` for what went wrong as it happens, `status` for news the page shows in place of a form. */
  role?: 'alert' | 'status';
  children?: ReactNode;
};

/** A notice in the page: a titled box whose border and tint say its tone. */
export function Callout({ tone, title, role, children }: CalloutProps) {
  return (
    <div className={`lp-callout lp-callout--${tone}`} role={role}>
      <p className="lp-callout__title">{title}</p>
      {children}
    </div>
  );
}
