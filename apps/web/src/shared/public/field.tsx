import type { ReactNode } from 'react';
import type { FieldBinding } from '../../lib/use-schema-form';

type FieldFrameProps = {
  /** The input's id; the hint and the error are `${id}-hint` and `${id}-error`. */
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** The control, given what describes it (the error first, then the hint). */
  children: (describedBy: string | undefined) => ReactNode;
};

/** A labelled control with its hint and its error, both tied to it (aria-describedby). */
export function FieldFrame({ id, label, required = false, hint, error, children }: FieldFrameProps) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="lp-field">
      <label htmlFor={id} className={required ? 'lp-label lp-label--required' : 'lp-label'}>
        {label}
      </label>
      {children(described || undefined)}
      {hint ? (
        <p id={`${id}-hint`} className="lp-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="lp-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** A text area that grows with its text. */
  multiline?: boolean;
  type?: 'text' | 'email' | 'url' | 'password';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  readOnly?: boolean;
  spellCheck?: boolean;
};

/** A one-line text input or a text area, in the light shell. */
export function TextField({
  id,
  label,
  hint,
  error,
  required,
  multiline,
  type = 'text',
  onChange,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(describedBy) => {
        const common = {
          ...input,
          id,
          className: 'lp-input',
          required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        };
        return multiline ? (
          <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...common} type={type} onChange={(event) => onChange(event.target.value)} />
        );
      }}
    </FieldFrame>
  );
}

type BoundTextFieldProps<Field extends string, Values extends Record<Field, unknown>> = Omit<
  TextFieldProps,
  'id' | 'value' | 'onChange' | 'error'
> & {
  form: FieldBinding<Field, Values>;
  field: Field;
};

/** A text field of a schema form (`useSchemaForm`): its value, its error and its id from the form. */
export function BoundTextField<Field extends string, Values extends Record<Field, unknown>>({
  form,
  field,
  ...props
}: BoundTextFieldProps<Field, Values>) {
  return (
    <TextField
      {...props}
      id={form.inputId(field)}
      value={String(form.values[field] ?? '')}
      error={form.errors[field]}
      onChange={(value) => form.change(field, value as Values[Field])}
    />
  );
}
