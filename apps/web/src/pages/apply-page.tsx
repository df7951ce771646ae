import { PublicPage } from '../components/public-page';
import { ApplyWizard } from '../features/applications/components/apply-wizard';
import { useDocumentTitle } from '../lib/use-document-title';

export function ApplyPage() {
  useDocumentTitle('Apply');
  return (
    <PublicPage
      title="Apply to the War Room"
      intro="Three short steps. Every application is read and voted on by resident CTOs."
    >
      <ApplyWizard />
    </PublicPage>
  );
}
