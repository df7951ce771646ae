import { DocumentsList } from '../features/documents/components/documents-list';
import { useDocumentTitle } from '../lib/use-document-title';

export function DocumentsPage() {
  useDocumentTitle('Documents');
  return <DocumentsList />;
}
