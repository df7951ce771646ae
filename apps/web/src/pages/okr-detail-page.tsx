import { ObjectiveDetail } from '../features/okr/components/objective-detail';
import { objectiveKind } from '../features/okr/record';
import { RecordDetailPage } from '../shared/records/components/record-detail-page';
import { RecordMissingResult } from '../shared/records/components/record-missing-result';

export function OkrDetailPage() {
  return (
    <RecordDetailPage kind={objectiveKind} failure={RecordMissingResult}>
      {(objective) => <ObjectiveDetail objective={objective} />}
    </RecordDetailPage>
  );
}
