import type { PortalDocument } from '@warroom/contracts';
import { createdColumn, titleColumn, updatedColumn, type RecordColumn } from '../../../components/record-columns';
import { RecordTable } from '../../../components/record-table';
import { RecordListPage } from '../../records/components/record-list-page';
import { useDocuments } from '../hooks/use-documents';
import { documentKind } from '../record';

const COLUMNS: RecordColumn<PortalDocument>[] = [
  titleColumn(documentKind, {
    preview: (document) => document.markdown,
    // SPEC.md section 9: the list shows the first 100 characters of the markdown.
    previewLength: 100,
    markdown: true,
  }),
  createdColumn<PortalDocument>(),
  updatedColumn<PortalDocument>(),
];

/** SPEC.md "Documents list"; New Document for writers. */
export function DocumentsList() {
  return (
    <RecordListPage
      kind={documentKind}
      title="Documents"
      subtitle="Playbooks, memos and notes, written in markdown."
      list={useDocuments()}
    >
      {(rows) => <RecordTable label="Documents" columns={COLUMNS} rows={rows} />}
    </RecordListPage>
  );
}
