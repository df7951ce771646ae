import type { ReactNode } from 'react';
import type { z } from 'zod';
import { RecordForm } from '../../../components/record-form';
import type { FieldTable } from '../fields/field-table';
import { type FieldFormOptions, useFieldForm } from '../hooks/use-field-form';
import { RecordFields } from './record-fields';

/** The frame of the form: its buttons' texts and the way out, as the screen words them. */
export type FieldFormFrame = {
  /** The submit button's text: 'Create Decision', 'Save Changes'. */
  submitLabel: string;
  /** The form's accessible name, where it is not the submit button's text ('New initiative'). */
  label?: string;
  /** Above the server's message when a save fails: 'The decision was not saved'. */
  failedTitle: string;
  pending: boolean;
  /** Cancel, a button; or `cancel`, the way out as given (a link back to the list). */
  onCancel?: () => void;
  cancel?: ReactNode;
  /** 'page': the buttons set apart (initiatives, objectives). */
  layout?: 'record' | 'page';
};

type RecordFieldsFormProps<R extends S, S, Schema extends z.ZodType> = FieldFormFrame &
  FieldFormOptions<R, z.output<Schema>> & {
    /** The kind's field table: the inputs and the schema that checks them. */
    fields: FieldTable<R, S, Schema>;
  };

/** A kind's create or edit form, drawn from its field table: why the last save failed, the fields, the buttons. */
export function RecordFieldsForm<R extends S, S, Schema extends z.ZodType>(props: RecordFieldsFormProps<R, S, Schema>) {
  const { fields, error, initial, submitLabel, label, failedTitle, pending, onCancel, cancel, layout } = props;
  const form = useFieldForm(fields, props);
  const frame = { submitLabel, label, failedTitle, pending, onCancel, cancel, layout };
  return (
    <RecordForm {...frame} error={error} onSubmit={form.submit}>
      <RecordFields fields={fields.fields} form={form} record={initial} />
    </RecordForm>
  );
}
