import { Form, Input } from 'antd';
import { fieldPropsOf } from '../../../lib/use-schema-form';
import { type ApplicationDraft, type DraftField, fieldId } from '../draft';
import type { StepProps } from './step-props';

/** The fields of the draft that hold text. */
type TextDraftField = { [K in DraftField]-?: ApplicationDraft[K] extends string ? K : never }[DraftField];

/** One text field of a wizard step, as its step lists it. */
export type DraftTextFieldSpec = {
  field: TextDraftField;
  label: string;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  type?: 'text' | 'email' | 'url';
  autoComplete?: string;
  /** The minimum length the hint under the field counts towards (SPEC.md section 5). */
  minLength?: number;
};

function lengthHint(length: number, minimum: number): string {
  return length >= minimum ? `${length} characters` : `${length} / ${minimum} characters minimum`;
}

type DraftTextFieldProps = Omit<DraftTextFieldSpec, 'minLength'> & {
  value: string;
  error?: string;
  extra?: string;
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
    <Form.Item label={label} required={required} extra={extra} {...fieldPropsOf(id, error)}>
      {multiline ? (
        <Input.TextArea {...common} autoSize={{ minRows: 4, maxRows: 12 }} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...common} type={type} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
    </Form.Item>
  );
}

/** A step's text fields, in the order it lists them, bound to the draft. */
export function DraftTextFields({
  fields,
  draft,
  errors,
  onChange,
}: StepProps & { fields: readonly DraftTextFieldSpec[] }) {
  return fields.map(({ minLength, ...spec }) => (
    <DraftTextField
      key={spec.field}
      {...spec}
      value={draft[spec.field]}
      error={errors[spec.field]}
      extra={minLength === undefined ? undefined : lengthHint(draft[spec.field].trim().length, minLength)}
      onChange={(value) => onChange(spec.field, value)}
    />
  ));
}
