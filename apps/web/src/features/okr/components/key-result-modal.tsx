import {
  type KeyResult,
  keyResultBodySchema,
  type UpdateKeyResultBody,
  updateKeyResultBodySchema,
} from '@warroom/contracts';
import { Alert, Flex, Form, Input, InputNumber, Modal } from 'antd';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/field-errors';
import { serverMessageOf } from '../../../lib/http';
import { serverFieldErrorsOf } from '../../../lib/server-field-errors';
import { useCreateKeyResult } from '../hooks/use-create-key-result';
import { useUpdateKeyResult } from '../hooks/use-update-key-result';

type Field = 'title' | 'current' | 'target' | 'unit';
const FIELDS: readonly Field[] = ['title', 'current', 'target', 'unit'];
const FORM_ID = 'key-result-form';
const inputId = (field: Field) => `key-result-${field}`;

type Values = { title: string; current: number | null; target: number | null; unit: string };

type KeyResultModalProps = {
  objectiveId: string;
  /** The key result to edit; none to add a new one. */
  keyResult?: KeyResult;
  open: boolean;
  onClose: () => void;
};

function initialValues(keyResult: KeyResult | undefined): Values {
  return keyResult
    ? { title: keyResult.title, current: keyResult.current, target: keyResult.target, unit: keyResult.unit }
    : { title: '', current: 0, target: null, unit: '' };
}

/** What changed, for the PATCH (a new current value becomes a check-in on the server). */
function changesOf(keyResult: KeyResult, values: Values): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (values.title !== keyResult.title) changes.title = values.title;
  if (values.current !== keyResult.current) changes.current = values.current;
  if (values.target !== keyResult.target) changes.target = values.target;
  if (values.unit !== keyResult.unit) changes.unit = values.unit;
  return changes;
}

/** Add a key result (POST) or edit one (PATCH of what changed). */
export function KeyResultModal({ objectiveId, keyResult, open, onClose }: KeyResultModalProps) {
  const [values, setValues] = useState<Values>(() => initialValues(keyResult));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  // Each opening starts from the key result as it is now (it may have changed since the last one).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValues(initialValues(keyResult));
      setErrors({});
    }
  }
  const create = useCreateKeyResult(onClose);
  const update = useUpdateKeyResult(onClose);
  const mutation = keyResult ? update : create;
  const title = keyResult ? 'Edit Key Result' : 'Add Key Result';

  const change = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(inputId(first))?.focus();
  };
  const onError = (error: Error) => showErrors(serverFieldErrorsOf(error, FIELDS));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!keyResult) {
      const parsed = keyResultBodySchema.safeParse({ ...values, current: values.current ?? undefined });
      if (!parsed.success) return showErrors(fieldErrorsOf<Field>(parsed.error.issues, FIELDS));
      create.mutate({ objectiveId, body: parsed.data }, { onError });
      return;
    }
    const changes = changesOf(keyResult, values);
    if (Object.keys(changes).length === 0) return onClose();
    const parsed = updateKeyResultBodySchema.safeParse(changes);
    if (!parsed.success) return showErrors(fieldErrorsOf<Field>(parsed.error.issues, FIELDS));
    const body: UpdateKeyResultBody = parsed.data;
    update.mutate({ id: keyResult.id, changes: body }, { onError });
  };

  const reset = () => {
    create.reset();
    update.reset();
  };

  const fieldProps = (field: Field) => ({
    htmlFor: inputId(field),
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });

  return (
    <Modal
      open={open}
      title={title}
      okText={keyResult ? 'Save Changes' : 'Add Key Result'}
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      confirmLoading={mutation.isPending}
      onCancel={onClose}
      afterClose={reset}
      destroyOnHidden
    >
      <form id={FORM_ID} noValidate onSubmit={submit} aria-label={title}>
        <Form layout="vertical" component={false}>
          {mutation.isError ? (
            <Alert
              type="error"
              showIcon
              title="The key result was not saved"
              description={serverMessageOf(mutation.error) ?? mutation.error.message}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Form.Item label="Title" required {...fieldProps('title')}>
            <Input
              id={inputId('title')}
              value={values.title}
              maxLength={200}
              aria-invalid={Boolean(errors.title)}
              onChange={(event) => change('title', event.target.value)}
            />
          </Form.Item>
          <Flex gap={12} wrap>
            <Form.Item
              label="Current"
              className="key-result-fields__number"
              extra={keyResult ? 'A new value is recorded as a check-in.' : undefined}
              {...fieldProps('current')}
            >
              <InputNumber
                id={inputId('current')}
                value={values.current}
                aria-invalid={Boolean(errors.current)}
                onChange={(value) => change('current', value)}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item label="Target" required className="key-result-fields__number" {...fieldProps('target')}>
              <InputNumber
                id={inputId('target')}
                value={values.target}
                aria-invalid={Boolean(errors.target)}
                onChange={(value) => change('target', value)}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item label="Unit" className="key-result-fields__number" {...fieldProps('unit')}>
              <Input
                id={inputId('unit')}
                value={values.unit}
                maxLength={50}
                onChange={(event) => change('unit', event.target.value)}
              />
            </Form.Item>
          </Flex>
        </Form>
      </form>
    </Modal>
  );
}
