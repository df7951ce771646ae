import { Card } from 'antd';
import type { ReactNode } from 'react';

type SummaryCardProps = {
  title: string;
  icon: ReactNode;
  value: number | undefined;
  /** The dashboard could not be loaded: a dash and 'Not available', not a loading '…'. */
  failed: boolean;
  children: ReactNode;
};

/** One of the four dashboard figures; '…' until the dashboard has loaded. */
export function SummaryCard({ title, icon, value, failed, children }: SummaryCardProps) {
  return (
    <Card className="dashboard-card">
      <div className="dashboard-card__head">
        <h2 className="dashboard-card__title">{title}</h2>
        <span className="dashboard-card__icon" aria-hidden>
          {icon}
        </span>
      </div>
      {failed ? (
        <>
          <p className="dashboard-card__value" aria-hidden>
            —
          </p>
          <div className="dashboard-card__note text-secondary">Not available</div>
        </>
      ) : (
        <>
          <p className="dashboard-card__value">{value ?? '…'}</p>
          <div className="dashboard-card__note text-secondary">{children}</div>
        </>
      )}
    </Card>
  );
}
