import { type ObjectiveDetail, type UpdateObjectiveBody, updateObjectiveBodySchema } from '@warroom/contracts';
import { FormFrame } from '../../../components/form-frame';
import { FormModal } from '../../../components/form-modal';
import { SchemaTextAreaField, SchemaTextField } from '../../../components/schema-fields';
import { useSchemaForm } from '../../../lib/use-schema-form';
import type { RecordEdit } from '../../records/components/record-detail';

type Field = 'title' | 'description';
const FIELDS: readonly Field[] = ['title', 'description'];
type Values = Record<Field, string>;
const FORM_ID = 'edit-objective-form';

/** What changed, for the PATCH; an emptied description is cleared. */
function changesOf(objective: ObjectiveDetail, values: Values): UpdateObjectiveBody {
  const changes: UpdateObjectiveBody = {};
  if (values.title !== objective.title) changes.title = values.title;
  const description = values.description.trim() ? values.description : null;
  if (description !== objective.description) changes.description = description;
  return changes;
}

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
      <ObjectiveEditForm objective={objective} error={edit.error} onSave={edit.save} onUnchanged={edit.close} />
    </FormModal>
  );
}

type ObjectiveEditFormProps = {
  objective: ObjectiveDetail;
  error: Error | null;
  onSave: (changes: UpdateObjectiveBody) => void;
  onUnchanged: () => void;
};

function ObjectiveEditForm({ objective, error, onSave, onUnchanged }: ObjectiveEditFormProps) {
  const form = useSchemaForm({
    fields: FIELDS,
    idPrefix: 'edit-objective',
    initialValues: (): Values => ({ title: objective.title, description: objective.description ?? '' }),
    schema: updateObjectiveBodySchema,
    toBody: (values) => changesOf(objective, values),
    error,
    onSubmit: onSave,
    onUnchanged,
  });

  return (
    <FormFrame
      id={FORM_ID}
      label="Edit objective"
      failedTitle="The objective was not saved"
      error={error}
      onSubmit={form.submit}
    >
      <SchemaTextField form={form} field="title" label="Title" required maxLength={200} />
      <SchemaTextAreaField form={form} field="description" label="Description" />
    </FormFrame>
  );
}
