import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import type { FieldBinding } from '../lib/use-schema-form';

/** The fields of Values whose value is a V (text by default). */
export type FieldOf<Values, V = string> = { [K in keyof Values]-?: Values[K] extends V ? K : never }[keyof Values];

/** What every field of a schema form is given: the form, which field, its label, hint and layout. */
export type SchemaFieldProps<Field extends string, Values extends Record<Field, unknown>, V = string> = {
  form: FieldBinding<Field, Values>;
  field: Field & FieldOf<Values, V>;
  label: string;
  required?: boolean;
  /** The hint under the field. */
  extra?: string;
  /** Of the field's Form.Item. */
  className?: string;
};

/**
 * The field's Form.Item: label (pointing at the input), required mark, hint and error. Numbers,
 * choices and dates have modules of their own (`schema-number-field`, `schema-select-field`,
 * `schema-date-field`), so a
 * form loads only the antd inputs it shows.
 */
export function SchemaItem<Field extends string, Values extends Record<Field, unknown>, V>({
  form,
  field,
  label,
  required,
  extra,
  className,
  children,
}: SchemaFieldProps<Field, Values, V> & { children: ReactNode }) {
  return (
    <Form.Item label={label} required={required} extra={extra} className={className} {...form.fieldProps(field)}>
      {children}
    </Form.Item>
  );
}

/** The id the label points at and whether the field holds an error, for the input. */
export function inputProps<Field extends string, Values extends Record<Field, unknown>>(
  form: FieldBinding<Field, Values>,
  field: Field,
) {
  return { id: form.inputId(field), 'aria-invalid': Boolean(form.errors[field]) };
}

type TextFieldProps<Field extends string, Values extends Record<Field, unknown>> = SchemaFieldProps<Field, Values> & {
  /** A password is masked, with a show button (dates have `SchemaDateField`). */
  type?: 'text' | 'email' | 'password';
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
  maxWidth?: number;
};

/** A one-line text field of a schema form (or a password). */
export function SchemaTextField<Field extends string, Values extends Record<Field, unknown>>({
  type,
  maxLength,
  autoComplete,
  placeholder,
  maxWidth,
  ...item
}: TextFieldProps<Field, Values>) {
  const { form, field } = item;
  const props = {
    ...inputProps(form, field),
    value: form.values[field] as string,
    maxLength,
    autoComplete,
    placeholder,
    onChange: (event: { target: { value: string } }) => form.change(field, event.target.value as Values[typeof field]),
    style: maxWidth ? { maxWidth } : undefined,
  };
  return (
    <SchemaItem {...item}>
      {type === 'password' ? <Input.Password {...props} /> : <Input {...props} type={type} />}
    </SchemaItem>
  );
}

/** A text area of a schema form that grows with its text (3 to 10 rows). */
export function SchemaTextAreaField<Field extends string, Values extends Record<Field, unknown>>(
  item: SchemaFieldProps<Field, Values>,
) {
  const { form, field } = item;
  return (
    <SchemaItem {...item}>
      <Input.TextArea
        {...inputProps(form, field)}
        value={form.values[field] as string}
        autoSize={{ minRows: 3, maxRows: 10 }}
        onChange={(event) => form.change(field, event.target.value as Values[typeof field])}
      />
    </SchemaItem>
  );
}
