import { type ObjectiveDetail, type UpdateObjectiveBody, updateObjectiveBodySchema } from '@warroom/contracts';
import { Alert, Form, Input, Modal } from 'antd';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/field-errors';
import { serverMessageOf } from '../../../lib/http';
import { serverFieldErrorsOf } from '../../../lib/server-field-errors';
import { useUpdateObjective } from '../hooks/use-update-objective';

type Field = 'title' | 'description';
const FIELDS: readonly Field[] = ['title', 'description'];
const FORM_ID = 'edit-objective-form';
const inputId = (field: Field) => `edit-objective-${field}`;

type ObjectiveEditModalProps = { objective: ObjectiveDetail; open: boolean; onClose: () => void };

/** Title and description (PATCH, only what changed; an emptied description is cleared). */
export function ObjectiveEditModal({ objective, open, onClose }: ObjectiveEditModalProps) {
  const initial = { title: objective.title, description: objective.description ?? '' };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  // Each opening starts from the objective as it is now.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValues(initial);
      setErrors({});
    }
  }
  const update = useUpdateObjective(onClose);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(inputId(first))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes: UpdateObjectiveBody = {};
    if (values.title !== objective.title) changes.title = values.title;
    const description = values.description.trim() ? values.description : null;
    if (description !== objective.description) changes.description = description;
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    const parsed = updateObjectiveBodySchema.safeParse(changes);
    if (!parsed.success) {
      showErrors(fieldErrorsOf<Field>(parsed.error.issues, FIELDS));
      return;
    }
    update.mutate(
      { id: objective.id, changes: parsed.data },
      { onError: (error) => showErrors(serverFieldErrorsOf(error, FIELDS)) },
    );
  };

  const reset = () => {
    update.reset();
  };

  return (
    <Modal
      open={open}
      title="Edit Objective"
      okText="Save Changes"
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      confirmLoading={update.isPending}
      onCancel={onClose}
      afterClose={reset}
      destroyOnHidden
    >
      <form id={FORM_ID} noValidate onSubmit={submit} aria-label="Edit objective">
        <Form layout="vertical" component={false}>
          {update.isError ? (
            <Alert
              type="error"
              showIcon
              title="The objective was not saved"
              description={serverMessageOf(update.error) ?? update.error.message}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Form.Item
            label="Title"
            required
            htmlFor={inputId('title')}
            validateStatus={errors.title ? 'error' : undefined}
            help={errors.title}
          >
            <Input
              id={inputId('title')}
              value={values.title}
              maxLength={200}
              aria-invalid={Boolean(errors.title)}
              onChange={(event) => change('title', event.target.value)}
            />
          </Form.Item>
          <Form.Item
            label="Description"
            htmlFor={inputId('description')}
            validateStatus={errors.description ? 'error' : undefined}
            help={errors.description}
          >
            <Input.TextArea
              id={inputId('description')}
              value={values.description}
              autoSize={{ minRows: 3, maxRows: 10 }}
              onChange={(event) => change('description', event.target.value)}
            />
          </Form.Item>
        </Form>
      </form>
    </Modal>
  );
}
