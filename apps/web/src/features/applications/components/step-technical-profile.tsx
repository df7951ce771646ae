import { INDUSTRY_OPTIONS, STAGE_OPTIONS } from '@warroom/contracts';
import { FieldFrame } from '../../../shared/public/field';
import { type DraftField, fieldId } from '../draft';
import { type DraftTextFieldSpec, DraftTextFields } from './draft-text-field';
import { ExpertiseToggleList } from './expertise-toggle-list';
import type { StepProps } from './step-props';

const TECH_STACK: readonly DraftTextFieldSpec[] = [
  {
    field: 'techStack',
    label: 'Tech Stack',
    multiline: true,
    placeholder: 'e.g. TypeScript, Go, PostgreSQL, Kubernetes on AWS',
  },
];

type Choice = {
  field: Extract<DraftField, 'industry' | 'stage'>;
  label: string;
  /** The empty option: nothing chosen (both are optional). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
};

const CHOICES: readonly Choice[] = [
  {
    field: 'industry',
    label: 'Industry',
    placeholder: 'Select your industry',
    options: INDUSTRY_OPTIONS.map((industry) => ({ value: industry, label: industry })),
  },
  {
    field: 'stage',
    label: 'Stage',
    placeholder: 'Where are you on the path?',
    options: STAGE_OPTIONS.map((stage) => ({ value: stage.value, label: `${stage.label} — ${stage.description}` })),
  },
];

export function StepTechnicalProfile(props: StepProps) {
  const { draft, errors, onChange } = props;
  return (
    <>
      <DraftTextFields fields={TECH_STACK} {...props} />
      <ExpertiseToggleList value={draft.expertise} onChange={(value) => onChange('expertise', value)} />
      {CHOICES.map(({ field, label, placeholder, options }) => (
        <FieldFrame key={field} id={fieldId(field)} label={label} error={errors[field]}>
          {(describedBy) => (
            <select
              id={fieldId(field)}
              className="lp-input"
              value={draft[field] ?? ''}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => onChange(field, event.target.value || undefined)}
            >
              <option value="">{placeholder}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      ))}
    </>
  );
}
