import { InitiativeDetail } from '../features/initiatives/components/initiative-detail';
import { initiativeKind } from '../features/initiatives/record';
import { RecordDetailPage } from '../shared/records/components/record-detail-page';
import { RecordMissingResult } from '../shared/records/components/record-missing-result';

export function InitiativeDetailPage() {
  return (
    <RecordDetailPage kind={initiativeKind} failure={RecordMissingResult}>
      {(initiative) => <InitiativeDetail initiative={initiative} />}
    </RecordDetailPage>
  );
}
