import { MeetingDetail } from '../features/meetings/components/meeting-detail';
import { meetingKind } from '../features/meetings/record';
import { RecordDetailPage } from '../shared/records/components/record-detail-page';

export function MeetingDetailPage() {
  return <RecordDetailPage kind={meetingKind}>{(meeting) => <MeetingDetail meeting={meeting} />}</RecordDetailPage>;
}
