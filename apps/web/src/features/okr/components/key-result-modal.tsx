import { type KeyResult, keyResultBodySchema, updateKeyResultBodySchema } from '@warroom/contracts';
import type { z } from 'zod';
import { FormFrame } from '../../../components/form-frame';
import { FormModal } from '../../../components/form-modal';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateKeyResult, useUpdateKeyResult } from '../hooks/use-key-result-writes';
import { type KeyResultField, KeyResultFields, type KeyResultValues } from './key-result-fields';
import '../okr.css';

type Values = KeyResultValues;
const FIELDS: readonly KeyResultField[] = ['title', 'current', 'target', 'unit'];
const FORM_ID = 'key-result-form';
const NEW_KEY_RESULT: Values = { title: '', current: 0, target: null, unit: '' };

function valuesOf({ title, current, target, unit }: KeyResult): Values {
  return { title, current, target, unit };
}

/** What changed, for the PATCH (a new current value becomes a check-in on the server). */
function changesOf(keyResult: KeyResult, values: Values): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of FIELDS) if (values[field] !== keyResult[field]) changes[field] = values[field];
  return changes;
}

type KeyResultModalProps = {
  objectiveId: string;
  /** The key result to edit; none to add a new one. */
  keyResult?: KeyResult;
  open: boolean;
  onClose: () => void;
};

/** Add a key result (POST) or edit one (PATCH of what changed; nothing changed just closes). */
export function KeyResultModal({ objectiveId, keyResult, open, onClose }: KeyResultModalProps) {
  const create = useCreateKeyResult(onClose);
  const update = useUpdateKeyResult(onClose);
  const title = keyResult ? 'Edit Key Result' : 'Add Key Result';
  return (
    <FormModal
      open={open}
      title={title}
      okText={keyResult ? 'Save Changes' : 'Add Key Result'}
      formId={FORM_ID}
      pending={create.isPending || update.isPending}
      onClose={onClose}
      afterClose={() => {
        create.reset();
        update.reset();
      }}
    >
      {keyResult ? (
        <KeyResultForm
          label={title}
          initialValues={valuesOf(keyResult)}
          schema={updateKeyResultBodySchema}
          toBody={(values) => changesOf(keyResult, values)}
          error={update.error}
          onSave={(changes) => update.mutate({ id: keyResult.id, changes })}
          onUnchanged={onClose}
        />
      ) : (
        <KeyResultForm
          label={title}
          initialValues={NEW_KEY_RESULT}
          schema={keyResultBodySchema}
          toBody={(values) => ({ ...values, current: values.current ?? undefined })}
          error={create.error}
          onSave={(body) => create.mutate({ objectiveId, body })}
        />
      )}
    </FormModal>
  );
}

type KeyResultFormProps<Schema extends z.ZodType> = {
  label: string;
  initialValues: Values;
  schema: Schema;
  toBody: (values: Values) => unknown;
  error: Error | null;
  onSave: (body: z.output<Schema>) => void;
  /** Editing: what to do when nothing changed (a new key result has no such case). */
  onUnchanged?: () => void;
};

function KeyResultForm<Schema extends z.ZodType>({
  label,
  initialValues,
  schema,
  toBody,
  error,
  onSave,
  onUnchanged,
}: KeyResultFormProps<Schema>) {
  const form = useSchemaForm({
    fields: FIELDS,
    idPrefix: 'key-result',
    initialValues,
    schema,
    toBody,
    error,
    onSubmit: onSave,
    onUnchanged,
  });

  return (
    <FormFrame
      id={FORM_ID}
      label={label}
      failedTitle="The key result was not saved"
      error={error}
      onSubmit={form.submit}
    >
      <KeyResultFields form={form} currentExtra={onUnchanged ? 'A new value is recorded as a check-in.' : undefined} />
    </FormFrame>
  );
}
