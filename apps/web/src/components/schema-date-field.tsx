import { DateTimePicker, type PickerKind } from './date-time-picker';
import { inputProps, type SchemaFieldProps, SchemaItem } from './schema-fields';

/** A date, or a date and time, of a schema form: antd's picker, the value a string ('' when empty). */
export function SchemaDateField<Field extends string, Values extends Record<Field, unknown>>({
  kind,
  width,
  ...item
}: SchemaFieldProps<Field, Values> & { kind: PickerKind; width?: number }) {
  const { form, field } = item;
  const { id, 'aria-invalid': invalid } = inputProps(form, field);
  return (
    <SchemaItem {...item}>
      <DateTimePicker
        kind={kind}
        id={id}
        invalid={invalid}
        width={width}
        value={form.values[field] as string}
        onChange={(next) => form.change(field, next as Values[typeof field])}
      />
    </SchemaItem>
  );
}
