import type { DecisionSummary } from '@warroom/contracts';
import { Table, type TableColumnsType } from 'antd';
import { ROUTES } from '../../../app/routes';
import { createdColumn, titleColumn, updatedColumn } from '../../../components/record-columns';
import { ScrollRegion } from '../../../components/scroll-region';
import { DecisionStatusTag } from './decision-status-tag';

const COLUMNS: TableColumnsType<DecisionSummary> = [
  titleColumn<DecisionSummary>({
    href: (decision) => `${ROUTES.decisions}/${decision.id}`,
    title: (decision) => decision.title,
    preview: (decision) => decision.context,
    // SPEC.md section 9: the list shows the first 100 characters of the context (the server cuts it).
    previewLength: 100,
  }),
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, decision: DecisionSummary) => <DecisionStatusTag decision={decision} />,
  },
  createdColumn<DecisionSummary>(),
  updatedColumn<DecisionSummary>(),
];

export function DecisionsTable({ decisions }: { decisions: DecisionSummary[] }) {
  return (
    <ScrollRegion label="Decisions">
      <Table<DecisionSummary> rowKey="id" size="middle" columns={COLUMNS} dataSource={decisions} pagination={false} />
    </ScrollRegion>
  );
}
