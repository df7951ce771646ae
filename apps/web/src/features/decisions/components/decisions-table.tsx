import type { Decision } from '@warroom/contracts';
import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { RelativeTime } from '../../../components/relative-time';
import { ScrollRegion } from '../../../components/scroll-region';
import { formatDate } from '../../../lib/format-date';
import { previewText } from '../../../lib/preview-text';
import { DecisionStatusTag } from './decision-status-tag';

/** SPEC.md section 9: the list shows the first 100 characters of the context. */
const CONTEXT_PREVIEW = 100;

const COLUMNS: TableColumnsType<Decision> = [
  {
    title: 'Title',
    key: 'title',
    render: (_: unknown, decision: Decision) => (
      <div>
        <Link to={`${ROUTES.decisions}/${decision.id}`} className="list-title">
          {decision.title}
        </Link>
        {decision.context.trim() ? (
          <div className="text-secondary list-preview">{previewText(decision.context, CONTEXT_PREVIEW)}</div>
        ) : null}
      </div>
    ),
  },
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, decision: Decision) => <DecisionStatusTag decision={decision} />,
  },
  {
    title: 'Created',
    dataIndex: 'createdAt',
    key: 'createdAt',
    render: (createdAt: string) => formatDate(createdAt),
  },
  {
    title: 'Updated',
    dataIndex: 'updatedAt',
    key: 'updatedAt',
    render: (updatedAt: string) => <RelativeTime iso={updatedAt} />,
  },
];

export function DecisionsTable({ decisions }: { decisions: Decision[] }) {
  return (
    <ScrollRegion label="Decisions">
      <Table<Decision> rowKey="id" size="middle" columns={COLUMNS} dataSource={decisions} pagination={false} />
    </ScrollRegion>
  );
}
