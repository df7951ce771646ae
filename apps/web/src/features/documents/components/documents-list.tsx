import { RecordListPage } from '../../../shared/records/components/record-list-page';
import { RecordListTable } from '../../../shared/records/components/record-list-table';
import { documentFields } from '../fields';
import { useDocuments } from '../hooks/use-documents';
import { documentKind } from '../record';

/** SPEC.md "Documents list"; New Document for writers. */
export function DocumentsList() {
  return (
    <RecordListPage
      kind={documentKind}
      title="Documents"
      subtitle="Playbooks, memos and notes, written in markdown."
      list={useDocuments()}
    >
      {(rows) => <RecordListTable kind={documentKind} fields={documentFields.fields} rows={rows} />}
    </RecordListPage>
  );
}
