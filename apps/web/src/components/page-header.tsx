import type { ReactNode } from 'react';
import './page-header.css';

type PageHeaderProps = { title: string; subtitle?: string; actions?: ReactNode };

/** The h1 and one-line subtitle of a signed-in screen. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div>
        <h1 className="page-heading">{title}</h1>
        {subtitle ? <p className="text-secondary page-subheading">{subtitle}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </div>
  );
}
