import type { ReactNode } from 'react';
import '../record-detail.css';

export type RecordMetaItem = { label: string; value: ReactNode; className?: string };

/** A detail's facts in one wrapping line: 'Status PROPOSED', 'Created Jan 5, 2025', ... */
export function RecordMeta({ items }: { items: RecordMetaItem[] }) {
  return (
    <dl className="record-meta">
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-secondary">{item.label}</dt>
          <dd className={item.className}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
