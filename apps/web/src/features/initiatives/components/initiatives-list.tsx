import type { Initiative } from '@warroom/contracts';
import { titleColumn, updatedColumn, type RecordColumn } from '../../../components/record-columns';
import { RecordTable } from '../../../components/record-table';
import { RecordListPage } from '../../records/components/record-list-page';
import { recordPath } from '../../records/record-kind';
import { InitiativeStatusTag, RagTag } from '../badges';
import { formatDay } from '../format-day';
import { useInitiatives } from '../hooks/use-initiatives';
import { initiativeKind } from '../record';

const COLUMNS: RecordColumn<Initiative>[] = [
  // The list carries the first 100 characters of the description: one line of it shows.
  titleColumn(initiativeKind, { preview: (initiative) => initiative.description, previewLength: 100, oneLine: true }),
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

/** /initiatives: the table (a row opens the detail), New Initiative for writers. */
export function InitiativesList() {
  return (
    <RecordListPage
      kind={initiativeKind}
      title="Initiatives"
      subtitle="The work under way, its status and whether it is on track."
      list={useInitiatives()}
    >
      {(rows) => (
        <RecordTable
          label="Initiatives"
          columns={COLUMNS}
          rows={rows}
          rowHref={(initiative) => recordPath(initiativeKind, initiative.id)}
        />
      )}
    </RecordListPage>
  );
}
