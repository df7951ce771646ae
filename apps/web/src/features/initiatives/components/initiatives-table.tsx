import type { Initiative } from '@warroom/contracts';
import { Table, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { initiativeUrl } from '../../../app/routes';
import { updatedColumn } from '../../../components/record-columns';
import { ScrollRegion } from '../../../components/scroll-region';
import { previewText } from '../../../lib/preview-text';
import { InitiativeStatusTag, RagTag } from '../badges';
import { formatDay } from '../format-day';

const COLUMNS: TableColumnsType<Initiative> = [
  {
    title: 'Title',
    key: 'title',
    render: (_: unknown, initiative: Initiative) => (
      <div className="initiative-title-cell">
        <Link to={initiativeUrl(initiative.id)} className="initiative-title-cell__link">
          {initiative.title}
        </Link>
        {initiative.description ? (
          <span className="text-secondary initiative-title-cell__description">
            {/* The list carries the first 100 characters of the description. */}
            {previewText(initiative.description, 100)}
          </span>
        ) : null}
      </div>
    ),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (status: Initiative['status']) => <InitiativeStatusTag status={status} />,
  },
  { title: 'RAG', dataIndex: 'rag', key: 'rag', render: (rag: Initiative['rag']) => <RagTag rag={rag} /> },
  {
    title: 'Due Date',
    dataIndex: 'dueDate',
    key: 'dueDate',
    render: (dueDate: string | null) =>
      dueDate ? formatDay(dueDate) : <span className="text-secondary">No due date</span>,
  },
  updatedColumn<Initiative>(),
];

/** The initiatives as a table; a row (or its title link) opens the detail. */
export function InitiativesTable({ initiatives }: { initiatives: readonly Initiative[] }) {
  const navigate = useNavigate();
  return (
    <ScrollRegion label="Initiatives">
      <Table<Initiative>
        rowKey="id"
        size="middle"
        columns={COLUMNS}
        dataSource={[...initiatives]}
        pagination={false}
        rowClassName="clickable-row"
        onRow={(initiative) => ({
          // The title is the keyboard's way in; a click anywhere else on the row does the same.
          onClick: (event) => {
            if ((event.target as HTMLElement).closest('a')) return;
            void navigate(initiativeUrl(initiative.id));
          },
        })}
      />
    </ScrollRegion>
  );
}
