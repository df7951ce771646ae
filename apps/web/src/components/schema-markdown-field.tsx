import { MarkdownEditor } from './markdown-editor';
import { type SchemaFieldProps, SchemaItem } from './schema-fields';

// Its own module: the markdown editor brings the markdown renderer, which screens with plain
// text fields (the create-user and key-result modals) must not load.

/** A markdown field of a schema form: the editor with its preview, label, hint and error. */
export function SchemaMarkdownField<Field extends string, Values extends Record<Field, unknown>>({
  rows,
  ...item
}: SchemaFieldProps<Field, Values> & { rows?: number }) {
  const { form, field, label } = item;
  return (
    <SchemaItem {...item}>
      <MarkdownEditor
        id={form.inputId(field)}
        label={label}
        value={form.values[field] as string}
        rows={rows}
        invalid={Boolean(form.errors[field])}
        onChange={(value) => form.change(field, value as Values[typeof field])}
      />
    </SchemaItem>
  );
}
