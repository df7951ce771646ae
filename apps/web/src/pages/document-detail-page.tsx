import { useParams } from 'react-router-dom';
import { ROUTES } from '../app/routes';
import { PageLoader } from '../components/page-loader';
import { RecordLoadError } from '../components/record-load-error';
import { useCanWrite } from '../features/auth/hooks/use-can-write';
import { DocumentDetail } from '../features/documents/components/document-detail';
import { useDocument } from '../features/documents/hooks/use-document';
import { useDocumentTitle } from '../lib/use-document-title';

export function DocumentDetailPage() {
  const { id = '' } = useParams();
  const query = useDocument(id);
  const canWrite = useCanWrite();
  useDocumentTitle(query.data?.title ?? 'Document');
  if (query.isPending) return <PageLoader label="Loading document..." />;
  if (query.isError) {
    return (
      <RecordLoadError
        what="document"
        error={query.error}
        back={ROUTES.documents}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <DocumentDetail key={query.data.id} document={query.data} canWrite={canWrite} />;
}
