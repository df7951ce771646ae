import { Select } from 'antd';
import { type SchemaFieldProps, SchemaItem } from './schema-fields';

/** A choice of a schema form among fixed options (a status, a role). */
export function SchemaSelectField<Field extends string, Values extends Record<Field, unknown>>({
  options,
  maxWidth,
  ...item
}: SchemaFieldProps<Field, Values> & { options: { value: string; label: string }[]; maxWidth?: number }) {
  const { form, field } = item;
  return (
    <SchemaItem {...item}>
      <Select
        id={form.inputId(field)}
        value={form.values[field] as string}
        options={options}
        onChange={(value: string) => form.change(field, value as Values[typeof field])}
        style={maxWidth ? { maxWidth } : undefined}
      />
    </SchemaItem>
  );
}
