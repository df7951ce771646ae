import { documentFields } from '../features/documents/fields';
import { documentKind } from '../features/documents/record';
import { CreateRecordCard, NewRecordPage } from '../shared/records/components/new-record-page';

export function DocumentNewPage() {
  return (
    <NewRecordPage kind={documentKind} subtitle="Write in markdown; the preview shows how it will read.">
      <CreateRecordCard kind={documentKind} fields={documentFields} />
    </NewRecordPage>
  );
}
