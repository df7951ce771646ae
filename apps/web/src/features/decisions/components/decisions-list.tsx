import { type DecisionSummary, NO_DECISIONS_TO_EXPORT } from '@warroom/contracts';
import { createdColumn, titleColumn, updatedColumn, type RecordColumn } from '../../../components/record-columns';
import { RecordTable } from '../../../components/record-table';
import { RecordListPage } from '../../records/components/record-list-page';
import type { ListExport } from '../../records/hooks/use-list-export';
import { exportDecisions } from '../api';
import { useDecisions } from '../hooks/use-decisions';
import { decisionKind } from '../record';
import { DecisionStatusTag } from './decision-status-tag';

const COLUMNS: RecordColumn<DecisionSummary>[] = [
  titleColumn(decisionKind, {
    preview: (decision) => decision.context,
    // SPEC.md section 9: the list shows the first 100 characters of the context (the server cuts it).
    previewLength: 100,
    markdown: true,
  }),
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, decision: DecisionSummary) => <DecisionStatusTag decision={decision} />,
  },
  createdColumn<DecisionSummary>(),
  updatedColumn<DecisionSummary>(),
];

/** Export Markdown (SPEC.md section 8): the toast counts what the file holds (its X-Total-Count), not the rows on screen. */
const EXPORT: ListExport = {
  label: 'Export Markdown',
  disabledWhenEmpty: true,
  download: exportDecisions,
  nothing: NO_DECISIONS_TO_EXPORT,
  done: ({ total }) => `Exported ${total ?? 0} decision(s) to markdown`,
};

/** SPEC.md "Decisions list": the table, Export Markdown and, for writers, New Decision. */
export function DecisionsList() {
  return (
    <RecordListPage
      kind={decisionKind}
      title="Architectural Decision Records"
      subtitle="What was decided, why, and what it changed."
      list={useDecisions()}
      exporter={EXPORT}
    >
      {(rows) => <RecordTable label="Decisions" columns={COLUMNS} rows={rows} />}
    </RecordListPage>
  );
}
