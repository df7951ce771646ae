import { useSearchParams } from 'react-router-dom';
import { PublicPage } from '../shared/public/public-page';
import { ApplicationStatusCard } from '../features/applications/components/application-status-card';
import { StatusLookupError } from '../features/applications/components/status-lookup-error';
import { StatusLookupForm } from '../features/applications/components/status-lookup-form';
import { useApplicationStatus } from '../features/applications/hooks/use-application-status';
import { useDocumentTitle } from '../lib/use-document-title';
import '../features/applications/public-application.css';

export function ApplicationStatusPage() {
  useDocumentTitle('Application Status');
  const [searchParams, setSearchParams] = useSearchParams();
  const id = (searchParams.get('id') ?? '').trim();
  const status = useApplicationStatus(id);

  const lookup = (next: string) => {
    if (next === id) void status.refetch();
    else setSearchParams({ id: next });
  };

  return (
    <PublicPage
      title="Application Status"
      intro="Enter the application ID you received when you applied to see where your application stands."
    >
      <StatusLookupForm initialId={id} loading={status.isFetching} onLookup={lookup} />
      <div aria-live="polite">
        {status.isFetching && !status.data ? (
          <p className="lp-loading" role="status">
            Looking up your application…
          </p>
        ) : null}
        {status.isError && !status.isFetching ? <StatusLookupError error={status.error} /> : null}
        {status.data && !status.isError ? <ApplicationStatusCard application={status.data} /> : null}
      </div>
    </PublicPage>
  );
}
