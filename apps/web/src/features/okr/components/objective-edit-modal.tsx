import { type ObjectiveDetail, type UpdateObjectiveBody, updateObjectiveBodySchema } from '@warroom/contracts';
import { Form, Input } from 'antd';
import { FormFrame } from '../../../components/form-frame';
import { FormModal } from '../../../components/form-modal';
import { SchemaTextField } from '../../../components/schema-text-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useUpdateObjective } from '../hooks/use-update-objective';

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

type ObjectiveEditModalProps = { objective: ObjectiveDetail; open: boolean; onClose: () => void };

/** Title and description (PATCH, only what changed; nothing changed just closes). */
export function ObjectiveEditModal({ objective, open, onClose }: ObjectiveEditModalProps) {
  const update = useUpdateObjective(onClose);
  return (
    <FormModal
      open={open}
      title="Edit Objective"
      okText="Save Changes"
      formId={FORM_ID}
      pending={update.isPending}
      onClose={onClose}
      afterClose={update.reset}
    >
      <ObjectiveEditForm
        objective={objective}
        error={update.error}
        onSave={(changes) => update.mutate({ id: objective.id, changes })}
        onUnchanged={onClose}
      />
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
      <Form.Item label="Description" {...form.fieldProps('description')}>
        <Input.TextArea
          id={form.inputId('description')}
          value={form.values.description}
          autoSize={{ minRows: 3, maxRows: 10 }}
          aria-invalid={Boolean(form.errors.description)}
          onChange={(event) => form.change('description', event.target.value)}
        />
      </Form.Item>
    </FormFrame>
  );
}
