import type { Decision } from '@warroom/contracts';
import { Table, type TableColumnsType } from 'antd';
import { ROUTES } from '../../../app/routes';
import { createdColumn, titleColumn, updatedColumn } from '../../../components/record-columns';
import { ScrollRegion } from '../../../components/scroll-region';
import { DecisionStatusTag } from './decision-status-tag';

const COLUMNS: TableColumnsType<Decision> = [
  titleColumn<Decision>({
    href: (decision) => `${ROUTES.decisions}/${decision.id}`,
    title: (decision) => decision.title,
    preview: (decision) => decision.context,
    // SPEC.md section 9: the list shows the first 100 characters of the context.
    previewLength: 100,
  }),
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, decision: Decision) => <DecisionStatusTag decision={decision} />,
  },
  createdColumn<Decision>(),
  updatedColumn<Decision>(),
];

export function DecisionsTable({ decisions }: { decisions: Decision[] }) {
  return (
    <ScrollRegion label="Decisions">
      <Table<Decision> rowKey="id" size="middle" columns={COLUMNS} dataSource={decisions} pagination={false} />
    </ScrollRegion>
  );
}
