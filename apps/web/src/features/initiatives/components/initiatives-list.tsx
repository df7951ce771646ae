import { RecordListPage } from '../../../shared/records/components/record-list-page';
import { RecordListTable } from '../../../shared/records/components/record-list-table';
import { initiativeFields } from '../fields';
import { useInitiatives } from '../hooks/use-initiatives';
import { initiativeKind } from '../record';

/** /initiatives: the table (a row opens the detail), New Initiative for writers. */
export function InitiativesList() {
  return (
    <RecordListPage
      kind={initiativeKind}
      title="Initiatives"
      subtitle="The work under way, its status and whether it is on track."
      list={useInitiatives()}
    >
      {(rows) => <RecordListTable kind={initiativeKind} fields={initiativeFields.fields} rows={rows} rowsOpen />}
    </RecordListPage>
  );
}
