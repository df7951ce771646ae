import { NO_DECISIONS_TO_EXPORT } from '@warroom/contracts';
import { RecordListPage } from '../../../shared/records/components/record-list-page';
import { RecordListTable } from '../../../shared/records/components/record-list-table';
import type { ListExport } from '../../../shared/records/hooks/use-list-export';
import { exportDecisions } from '../api';
import { decisionFields } from '../fields';
import { useDecisions } from '../hooks/use-decisions';
import { decisionKind } from '../record';

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
      {(rows) => <RecordListTable kind={decisionKind} fields={decisionFields.fields} rows={rows} />}
    </RecordListPage>
  );
}
