import { DocumentDetail } from '../features/documents/components/document-detail';
import { documentKind } from '../features/documents/record';
import { RecordDetailPage } from '../shared/records/components/record-detail-page';

export function DocumentDetailPage() {
  return (
    <RecordDetailPage kind={documentKind}>{(document) => <DocumentDetail document={document} />}</RecordDetailPage>
  );
}
