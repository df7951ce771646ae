import { InitiativeCreateForm } from '../features/initiatives/components/initiative-create-form';
import { initiativeKind } from '../features/initiatives/record';
import { NewRecordPage } from '../shared/records/components/new-record-page';

export function InitiativeNewPage() {
  return (
    <NewRecordPage
      kind={initiativeKind}
      subtitle="A piece of work, its status, how it is going and when it is due."
      subtitleForReaders
    >
      <InitiativeCreateForm />
    </NewRecordPage>
  );
}
