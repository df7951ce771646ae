import { Form } from 'antd';
import { MarkdownEditor } from './markdown-editor';
import type { SchemaFieldProps } from './schema-fields';

// Its own module: the markdown editor brings the markdown renderer, which screens with plain
// text fields (the create-user and key-result modals) must not load.

/** A markdown field of a schema form: the editor with its preview, label, hint and error. */
export function SchemaMarkdownField<Field extends string, Values extends Record<Field, unknown>>({
  form,
  field,
  label,
  required,
  extra,
  className,
  rows,
}: SchemaFieldProps<Field, Values> & { rows?: number }) {
  return (
    <Form.Item label={label} required={required} extra={extra} className={className} {...form.fieldProps(field)}>
      <MarkdownEditor
        id={form.inputId(field)}
        label={label}
        value={form.values[field] as string}
        rows={rows}
        invalid={Boolean(form.errors[field])}
        onChange={(value) => form.change(field, value as Values[typeof field])}
      />
    </Form.Item>
  );
}
