import { ObjectiveCreateForm } from '../features/okr/components/objective-create-form';
import { objectiveKind } from '../features/okr/record';
import { NewRecordPage } from '../shared/records/components/new-record-page';

export function OkrNewPage() {
  return (
    <NewRecordPage kind={objectiveKind} subtitle="An objective and the key results that measure it." subtitleForReaders>
      <ObjectiveCreateForm />
    </NewRecordPage>
  );
}
