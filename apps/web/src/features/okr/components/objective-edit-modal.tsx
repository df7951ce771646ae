import type { ObjectiveDetail, UpdateObjectiveBody } from '@warroom/contracts';
import { FormFrame } from '../../../components/form-frame';
import { FormModal } from '../../../components/form-modal';
import type { RecordEdit } from '../../../shared/records/components/record-detail';
import { RecordFields } from '../../../shared/records/components/record-fields';
import { useFieldForm } from '../../../shared/records/hooks/use-field-form';
import { objectiveFields } from '../fields';

const FORM_ID = 'edit-objective-form';

type ObjectiveEditModalProps = { objective: ObjectiveDetail; edit: RecordEdit<UpdateObjectiveBody> };

/** Title and description (PATCH, only what changed; nothing changed just closes). */
export function ObjectiveEditModal({ objective, edit }: ObjectiveEditModalProps) {
  return (
    <FormModal
      open={edit.editing}
      title="Edit Objective"
      okText="Save Changes"
      formId={FORM_ID}
      pending={edit.pending}
      onClose={edit.close}
      afterClose={edit.reset}
    >
      <ObjectiveEditForm objective={objective} edit={edit} />
    </FormModal>
  );
}

function ObjectiveEditForm({ objective, edit }: ObjectiveEditModalProps) {
  const form = useFieldForm(objectiveFields, {
    idPrefix: 'edit-objective',
    initial: objective,
    error: edit.error,
    onSubmit: edit.save,
    onUnchanged: edit.close,
  });
  return (
    <FormFrame
      id={FORM_ID}
      label="Edit objective"
      failedTitle="The objective was not saved"
      error={edit.error}
      onSubmit={form.submit}
    >
      <RecordFields fields={objectiveFields.fields} form={form} record={objective} />
    </FormFrame>
  );
}
