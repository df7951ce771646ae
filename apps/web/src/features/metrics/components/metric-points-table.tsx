import type { MetricPoint } from '@warroom/contracts';
import type { RecordColumn } from '../../../components/record-column';
import { RecordTable } from '../../../components/record-table';
import { formatDateTime } from '../../../lib/format-relative-time';
import { formatValue } from '../trend';

const COLUMNS: RecordColumn<MetricPoint>[] = [
  { title: 'Time', dataIndex: 'ts', key: 'ts', render: (ts: string) => formatDateTime(ts) },
  { title: 'Value', dataIndex: 'value', key: 'value', render: (value: number) => formatValue(value) },
];

/** Every point, newest first. */
export function MetricPointsTable({ points }: { points: MetricPoint[] }) {
  const newestFirst = [...points].sort((a, b) => Date.parse(b.ts) - Date.parse(a.ts));
  return (
    <RecordTable
      label="Data points"
      // Two short columns fit a phone as they are.
      cards={false}
      size="small"
      columns={COLUMNS}
      rows={newestFirst}
      pagination={newestFirst.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      emptyText="No data points yet"
    />
  );
}
