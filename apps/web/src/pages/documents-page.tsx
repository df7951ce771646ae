import { useCanWrite } from '../features/auth/hooks/use-can-write';
import { DocumentsList } from '../features/documents/components/documents-list';
import { useDocumentTitle } from '../lib/use-document-title';

export function DocumentsPage() {
  useDocumentTitle('Documents');
  return <DocumentsList canWrite={useCanWrite()} />;
}
