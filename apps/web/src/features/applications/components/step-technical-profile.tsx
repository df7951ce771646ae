import { INDUSTRY_OPTIONS, STAGE_OPTIONS } from '@warroom/contracts';
import { Form, Select } from 'antd';
import { fieldId } from '../draft';
import { DraftTextField } from './draft-text-field';
import { ExpertiseToggleList } from './expertise-toggle-list';
import type { StepProps } from './step-props';

const INDUSTRY_SELECT_OPTIONS = INDUSTRY_OPTIONS.map((industry) => ({ value: industry, label: industry }));
const STAGE_SELECT_OPTIONS = STAGE_OPTIONS.map((stage) => ({
  value: stage.value,
  label: `${stage.label} — ${stage.description}`,
}));

export function StepTechnicalProfile({ draft, errors, onChange }: StepProps) {
  return (
    <>
      <DraftTextField
        field="techStack"
        label="Tech Stack"
        multiline
        placeholder="e.g. TypeScript, Go, PostgreSQL, Kubernetes on AWS"
        value={draft.techStack}
        error={errors.techStack}
        onChange={(value) => onChange('techStack', value)}
      />
      <ExpertiseToggleList value={draft.expertise} onChange={(value) => onChange('expertise', value)} />
      <Form.Item
        label="Industry"
        htmlFor={fieldId('industry')}
        validateStatus={errors.industry ? 'error' : undefined}
        help={errors.industry}
      >
        <Select
          id={fieldId('industry')}
          placeholder="Select your industry"
          allowClear
          options={INDUSTRY_SELECT_OPTIONS}
          value={draft.industry}
          onChange={(value?: string) => onChange('industry', value)}
        />
      </Form.Item>
      <Form.Item
        label="Stage"
        htmlFor={fieldId('stage')}
        validateStatus={errors.stage ? 'error' : undefined}
        help={errors.stage}
      >
        <Select
          id={fieldId('stage')}
          placeholder="Where are you on the path?"
          allowClear
          options={STAGE_SELECT_OPTIONS}
          value={draft.stage}
          onChange={(value?: string) => onChange('stage', value)}
        />
      </Form.Item>
    </>
  );
}
