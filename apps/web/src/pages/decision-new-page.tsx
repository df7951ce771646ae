import { decisionFields } from '../features/decisions/fields';
import { decisionKind } from '../features/decisions/record';
import { CreateRecordCard, NewRecordPage } from '../shared/records/components/new-record-page';

export function DecisionNewPage() {
  return (
    <NewRecordPage kind={decisionKind} subtitle="Record an architectural decision and its reasoning.">
      <CreateRecordCard kind={decisionKind} fields={decisionFields} />
    </NewRecordPage>
  );
}
