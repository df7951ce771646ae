import { InputNumber } from 'antd';
import { inputProps, type SchemaFieldProps, SchemaItem } from './schema-fields';

/** A number field of a schema form; empty is null. */
export function SchemaNumberField<Field extends string, Values extends Record<Field, unknown>>({
  width,
  ...item
}: SchemaFieldProps<Field, Values, number | null> & { width: number | string }) {
  const { form, field } = item;
  return (
    <SchemaItem {...item}>
      <InputNumber<number>
        {...inputProps(form, field)}
        value={form.values[field] as number | null}
        onChange={(value) => form.change(field, (value ?? null) as Values[typeof field])}
        style={{ width }}
      />
    </SchemaItem>
  );
}
