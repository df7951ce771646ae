import type { z } from 'zod';
import type { RecordFormComponentProps } from '../../../components/record-form';
import { type SchemaFormOptions, useSchemaForm } from '../../../lib/use-schema-form';

type RecordFormOptions<Field extends string, Values, Schema extends z.ZodType> = Omit<
  SchemaFormOptions<Field, Values, Schema>,
  'idPrefix' | 'error' | 'onSubmit'
>;

/**
 * A record form's state (`useSchemaForm`) and the props of its `RecordForm`: the inputs' ids
 * start with the kind ('decision-title'), the last failed save shows on the fields and above
 * them ('The decision was not saved').
 */
export function useRecordForm<Field extends string, Values extends Record<Field, unknown>, Schema extends z.ZodType>(
  one: string,
  { onSubmit, ...frame }: Omit<RecordFormComponentProps<unknown, z.output<Schema>>, 'initial'>,
  options: RecordFormOptions<Field, Values, Schema>,
) {
  const form = useSchemaForm({ ...options, idPrefix: one, error: frame.error, onSubmit });
  return { form, frame: { ...frame, failedTitle: `The ${one} was not saved`, onSubmit: form.submit } };
}
