import { TextField } from '../../../shared/public/field';
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

/** A step's text fields, in the order it lists them, bound to the draft. */
export function DraftTextFields({
  fields,
  draft,
  errors,
  onChange,
}: StepProps & { fields: readonly DraftTextFieldSpec[] }) {
  return fields.map(({ field, minLength, ...spec }) => (
    <TextField
      key={field}
      {...spec}
      id={fieldId(field)}
      value={draft[field]}
      error={errors[field]}
      hint={minLength === undefined ? undefined : lengthHint(draft[field].trim().length, minLength)}
      onChange={(value) => onChange(field, value)}
    />
  ));
}
