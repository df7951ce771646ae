import { INDUSTRY_OPTIONS, STAGE_OPTIONS } from '@warroom/contracts';
import { Form, Select } from 'antd';
import { fieldPropsOf } from '../../../lib/use-schema-form';
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

type Choice = { field: Extract<DraftField, 'industry' | 'stage'>; label: string; placeholder: string };

const CHOICES: readonly (Choice & { options: { value: string; label: string }[] })[] = [
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
      {CHOICES.map((choice) => (
        <Form.Item
          key={choice.field}
          label={choice.label}
          {...fieldPropsOf(fieldId(choice.field), errors[choice.field])}
        >
          <Select
            id={fieldId(choice.field)}
            placeholder={choice.placeholder}
            allowClear
            options={choice.options}
            value={draft[choice.field]}
            onChange={(value?: string) => onChange(choice.field, value)}
          />
        </Form.Item>
      ))}
    </>
  );
}
