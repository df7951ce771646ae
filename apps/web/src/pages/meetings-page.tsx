import { MeetingsList } from '../features/meetings/components/meetings-list';
import { useDocumentTitle } from '../lib/use-document-title';

export function MeetingsPage() {
  useDocumentTitle('Meetings');
  return <MeetingsList />;
}
