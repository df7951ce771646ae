import { InitiativesList } from '../features/initiatives/components/initiatives-list';
import { useDocumentTitle } from '../lib/use-document-title';

export function InitiativesPage() {
  useDocumentTitle('Initiatives');
  return <InitiativesList />;
}
