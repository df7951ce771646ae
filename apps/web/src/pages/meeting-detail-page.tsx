import { useParams } from 'react-router-dom';
import { ROUTES } from '../app/routes';
import { PageLoader } from '../components/page-loader';
import { RecordLoadError } from '../components/record-load-error';
import { useCanWrite } from '../features/auth/hooks/use-can-write';
import { MeetingDetail } from '../features/meetings/components/meeting-detail';
import { useMeeting } from '../features/meetings/hooks/use-meeting';
import { useDocumentTitle } from '../lib/use-document-title';

export function MeetingDetailPage() {
  const { id = '' } = useParams();
  const query = useMeeting(id);
  const canWrite = useCanWrite();
  useDocumentTitle(query.data?.title ?? 'Meeting');
  if (query.isPending) return <PageLoader label="Loading meeting..." />;
  if (query.isError) {
    return (
      <RecordLoadError what="meeting" error={query.error} back={ROUTES.meetings} onRetry={() => void query.refetch()} />
    );
  }
  return <MeetingDetail key={query.data.id} meeting={query.data} canWrite={canWrite} />;
}
