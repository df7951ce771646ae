import { SchemaNumberField } from '../../../components/schema-number-field';
import type { FieldBinding } from '../../../lib/use-schema-form';
import type { FieldInput, FormBinding } from './field-table';

/** The form as a number input takes it: its value is a number, or null while empty. */
function numberBinding(form: FormBinding): FieldBinding<string, Record<string, number | null>> {
  return form as unknown as FieldBinding<string, Record<string, number | null>>;
}

/** A number; empty is null. */
export function numberInput({ width }: { width: number | string }): FieldInput {
  return {
    kind: 'number',
    blank: null,
    read: (stored) => (typeof stored === 'number' ? stored : null),
    write: (value) => value ?? undefined,
    isEmpty: (value) => value === null,
    render: ({ form, field, record: _record, ...item }) => (
      <SchemaNumberField form={numberBinding(form)} field={field} width={width} {...item} />
    ),
  };
}
