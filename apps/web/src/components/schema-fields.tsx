import { Form, Input } from 'antd';
import type { SchemaForm } from '../lib/use-schema-form';
import { MarkdownEditor } from './markdown-editor';

/** The fields of Values that hold text. */
type TextField<Values> = { [K in keyof Values]-?: Values[K] extends string ? K : never }[keyof Values];

type SchemaFieldProps<Field extends string, Values extends Record<Field, unknown>> = {
  form: SchemaForm<Field, Values>;
  field: Field & TextField<Values>;
  label: string;
  required?: boolean;
  /** The hint under the field. */
  extra?: string;
  /** Of the field's Form.Item. */
  className?: string;
};

/** A one-line text field of a schema form, with its label, hint and error. */
export function SchemaTextField<Field extends string, Values extends Record<Field, unknown>>({
  form,
  field,
  label,
  required,
  extra,
  className,
  type,
  maxLength,
  autoComplete,
  maxWidth,
}: SchemaFieldProps<Field, Values> & {
  type?: 'text' | 'email';
  maxLength?: number;
  autoComplete?: string;
  maxWidth?: number;
}) {
  return (
    <Form.Item label={label} required={required} extra={extra} className={className} {...form.fieldProps(field)}>
      <Input
        id={form.inputId(field)}
        type={type}
        value={form.values[field] as string}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-invalid={Boolean(form.errors[field])}
        onChange={(event) => form.change(field, event.target.value as Values[typeof field])}
        style={maxWidth ? { maxWidth } : undefined}
      />
    </Form.Item>
  );
}

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
