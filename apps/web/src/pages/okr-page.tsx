import { ObjectivesList } from '../features/okr/components/objectives-list';
import { useDocumentTitle } from '../lib/use-document-title';

export function OkrPage() {
  useDocumentTitle('Objectives & Key Results');
  return <ObjectivesList />;
}
