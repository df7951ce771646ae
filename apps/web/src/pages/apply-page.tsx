import { PublicPage } from '../shared/public/public-page';
import { ApplyWizard } from '../features/applications/components/apply-wizard';
import { useDocumentTitle } from '../lib/use-document-title';
import '../features/applications/public-application.css';

const TITLE = 'Apply to the War Room';
const INTRO = 'Three short steps. Every application is read and voted on by resident CTOs.';

/** /apply: the three-step wizard, then its confirmation. */
export function ApplyPage() {
  useDocumentTitle('Apply');
  return (
    <PublicPage title={TITLE} intro={INTRO}>
      <ApplyWizard />
    </PublicPage>
  );
}
