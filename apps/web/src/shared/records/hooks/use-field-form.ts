import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { type SchemaForm, useSchemaForm } from '../../../lib/use-schema-form';
import {
  bodyOf,
  changesOf,
  type FieldTable,
  type FormValues,
  formValuesOf,
  inputFieldsOf,
} from '../fields/field-table';

/** A new record's form sends the whole body; an edit sends what changed, or nothing (`onUnchanged`). */
export type FieldFormMode<R, Body> =
  | { initial?: undefined; onSubmit: (body: Body) => void; onUnchanged?: undefined }
  | { initial: R; onSubmit: (changes: Partial<Body>) => void; onUnchanged: () => void };

export type FieldFormOptions<R, Body> = FieldFormMode<R, Body> & {
  /** The inputs' ids start with it: 'decision-title', 'edit-initiative-dueDate'. */
  idPrefix: string;
  /** The last failed save: its field errors show on the fields. */
  error: Error | null;
};

/**
 * The state of a kind's form, from its field table (`useSchemaForm`): the inputs' values, read
 * from the record or a new record's, checked with the kind's schema on submit; an edit sends
 * only the fields whose input changed.
 */
export function useFieldForm<R extends S, S, Schema extends z.ZodType>(
  table: FieldTable<R, S, Schema>,
  options: FieldFormOptions<R, z.output<Schema>>,
): SchemaForm<string, FormValues> {
  const inputs = useMemo(() => inputFieldsOf(table.fields), [table]);
  const names = useMemo((): string[] => inputs.map((field) => field.name), [inputs]);
  const emptyMessages = useMemo(
    () => Object.fromEntries(inputs.map((field) => [field.name, field.emptyMessage])),
    [inputs],
  );
  const [start] = useState(() => formValuesOf(inputs, options.initial));
  const form = useSchemaForm<string, FormValues, Schema>({
    fields: names,
    idPrefix: options.idPrefix,
    initialValues: start,
    schema: table.schema,
    toBody: (values) => bodyOf(inputs, values),
    emptyMessages,
    error: options.error,
    onSubmit: (body: z.output<Schema>) => {
      if (options.onUnchanged === undefined) {
        options.onSubmit(body);
        return;
      }
      const changes = changesOf(inputs, start, form.values, body);
      if (Object.keys(changes).length === 0) options.onUnchanged();
      else options.onSubmit(changes);
    },
  });
  return form;
}
