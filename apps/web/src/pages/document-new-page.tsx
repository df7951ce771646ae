import { DocumentForm } from '../features/documents/components/document-form';
import { documentKind } from '../features/documents/record';
import { CreateRecordCard, NewRecordPage } from '../features/records/components/new-record-page';

export function DocumentNewPage() {
  return (
    <NewRecordPage kind={documentKind} subtitle="Write in markdown; the preview shows how it will read.">
      <CreateRecordCard kind={documentKind} form={DocumentForm} />
    </NewRecordPage>
  );
}
