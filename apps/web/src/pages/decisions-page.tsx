import { DecisionsList } from '../features/decisions/components/decisions-list';
import { useDocumentTitle } from '../lib/use-document-title';

export function DecisionsPage() {
  useDocumentTitle('Decisions');
  return <DecisionsList />;
}
