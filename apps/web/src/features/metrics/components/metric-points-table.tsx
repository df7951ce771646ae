import type { MetricPoint } from '@warroom/contracts';
import { Table, type TableColumnsType } from 'antd';
import { ScrollRegion } from '../../../components/scroll-region';
import { formatDateTime } from '../../../lib/format-relative-time';
import { formatValue } from '../trend';

const COLUMNS: TableColumnsType<MetricPoint> = [
  { title: 'Time', dataIndex: 'ts', key: 'ts', render: (ts: string) => formatDateTime(ts) },
  { title: 'Value', dataIndex: 'value', key: 'value', render: (value: number) => formatValue(value) },
];

/** Every point, newest first. */
export function MetricPointsTable({ points }: { points: MetricPoint[] }) {
  const newestFirst = [...points].sort((a, b) => Date.parse(b.ts) - Date.parse(a.ts));
  return (
    <ScrollRegion label="Data points">
      <Table<MetricPoint>
        rowKey="id"
        size="small"
        columns={COLUMNS}
        dataSource={newestFirst}
        pagination={newestFirst.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        locale={{ emptyText: 'No data points yet' }}
      />
    </ScrollRegion>
  );
}
