import { Form, Input } from 'antd';
import type { SchemaForm } from '../lib/use-schema-form';

/** The fields of Values that hold text. */
export type TextField<Values> = { [K in keyof Values]-?: Values[K] extends string ? K : never }[keyof Values];

export type SchemaFieldProps<Field extends string, Values extends Record<Field, unknown>> = {
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
