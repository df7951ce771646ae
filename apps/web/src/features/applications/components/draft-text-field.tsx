import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { type DraftField, fieldId } from '../draft';

type DraftTextFieldProps = {
  field: DraftField;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  extra?: ReactNode;
  type?: 'text' | 'email' | 'url';
  autoComplete?: string;
  onChange: (value: string) => void;
};

/** A labelled text input or text area of the application wizard. */
export function DraftTextField({
  field,
  label,
  value,
  error,
  required = false,
  multiline = false,
  placeholder,
  extra,
  type = 'text',
  autoComplete,
  onChange,
}: DraftTextFieldProps) {
  const id = fieldId(field);
  const common = {
    id,
    value,
    placeholder,
    'aria-invalid': Boolean(error),
    'aria-required': required,
  };
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={extra}
    >
      {multiline ? (
        <Input.TextArea {...common} autoSize={{ minRows: 4, maxRows: 12 }} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...common} type={type} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
    </Form.Item>
  );
}
