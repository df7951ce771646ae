import { type CreateObjectiveBody, createObjectiveBodySchema } from '@warroom/contracts';
import { type FormEvent, useState } from 'react';
import { type PathErrors, pathBinding, pathErrorsOf, serverPathErrorsOf } from '../../../lib/path-errors';
import { bodyOf, type FormValues, formValuesOf, inputFieldsOf } from '../../../shared/records/fields/field-table';
import type { KeyResultField, KeyResultValues } from '../components/key-result-fields';
import { objectiveFields } from '../fields';

type KeyResultRow = KeyResultValues & { key: number };
/** The objective's own fields (its field table's inputs), and its key results. */
type Values = { head: FormValues; keyResults: KeyResultRow[] };

const HEAD = inputFieldsOf(objectiveFields.fields);

const inputId = (path: string) => `objective-${path.replaceAll('.', '-')}`;

let nextRowKey = 0;
const emptyRow = (): KeyResultRow => ({ key: nextRowKey++, title: '', current: 0, target: null, unit: '' });

/** The body the shared schema checks: the objective's fields as its table sends them, and each key result. */
function draftBodyOf(values: Values) {
  return {
    ...bodyOf(HEAD, values.head),
    keyResults: values.keyResults.map(({ title, current, target, unit }) => ({
      title,
      current: current ?? undefined,
      target,
      unit,
    })),
  };
}

type Save = (body: CreateObjectiveBody, onServerError: (error: Error) => void) => void;

/**
 * A new objective being written: title, description and a list of key results, checked with
 * the server's schema; errors (the server's too) go on their fields by path, the first focused.
 */
export function useObjectiveDraft(save: Save) {
  const [values, setValues] = useState<Values>(() => ({ head: formValuesOf(HEAD), keyResults: [] }));
  const [errors, setErrors] = useState<PathErrors>({});

  const clearError = (path: string) => setErrors((current) => ({ ...current, [path]: undefined }));

  const head = pathBinding<string, FormValues>({
    values: values.head,
    errors,
    prefix: '',
    inputId,
    change: (field, value) => {
      setValues((current) => ({ ...current, head: { ...current.head, [field]: value } }));
      clearError(field);
    },
  });

  const row = (index: number) =>
    pathBinding<KeyResultField, KeyResultValues>({
      values: values.keyResults[index],
      errors,
      prefix: `keyResults.${index}.`,
      inputId,
      change: (field, value) => {
        setValues((current) => ({
          ...current,
          keyResults: current.keyResults.map((item, i) => (i === index ? { ...item, [field]: value } : item)),
        }));
        clearError(`keyResults.${index}.${field}`);
      },
    });

  const addRow = () => setValues((current) => ({ ...current, keyResults: [...current.keyResults, emptyRow()] }));

  // Errors of later rows would point at the wrong row once one is removed: they are cleared.
  const removeRow = (index: number) => {
    setValues((current) => ({ ...current, keyResults: current.keyResults.filter((_, i) => i !== index) }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('keyResults.'))),
    );
  };

  const showErrors = (found: PathErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(inputId(first))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createObjectiveBodySchema.safeParse(draftBodyOf(values));
    if (!parsed.success) {
      showErrors(pathErrorsOf(parsed.error.issues));
      return;
    }
    save(parsed.data, (error) => showErrors(serverPathErrorsOf(error)));
  };

  return { rows: values.keyResults, listError: errors.keyResults, head, row, addRow, removeRow, submit };
}
