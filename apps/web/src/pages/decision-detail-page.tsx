import { DecisionDetail } from '../features/decisions/components/decision-detail';
import { decisionKind } from '../features/decisions/record';
import { RecordDetailPage } from '../shared/records/components/record-detail-page';

export function DecisionDetailPage() {
  return (
    <RecordDetailPage kind={decisionKind}>{(decision) => <DecisionDetail decision={decision} />}</RecordDetailPage>
  );
}
