import { DecisionForm } from '../features/decisions/components/decision-form';
import { decisionKind } from '../features/decisions/record';
import { CreateRecordCard, NewRecordPage } from '../features/records/components/new-record-page';

export function DecisionNewPage() {
  return (
    <NewRecordPage kind={decisionKind} subtitle="Record an architectural decision and its reasoning.">
      <CreateRecordCard kind={decisionKind} form={DecisionForm} />
    </NewRecordPage>
  );
}
