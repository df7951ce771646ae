import { Card } from 'antd';
import type { ReactNode } from 'react';

type SummaryCardProps = { title: string; icon: ReactNode; value: number | undefined; children: ReactNode };

/** One of the four dashboard figures; '…' until the dashboard has loaded. */
export function SummaryCard({ title, icon, value, children }: SummaryCardProps) {
  return (
    <Card className="dashboard-card">
      <div className="dashboard-card__head">
        <h2 className="dashboard-card__title">{title}</h2>
        <span className="dashboard-card__icon" aria-hidden>
          {icon}
        </span>
      </div>
      <p className="dashboard-card__value">{value ?? '…'}</p>
      <div className="dashboard-card__note text-secondary">{children}</div>
    </Card>
  );
}
