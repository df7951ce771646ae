import { type DraftTextFieldSpec, DraftTextFields } from './draft-text-field';
import type { StepProps } from './step-props';

const FIELDS: readonly DraftTextFieldSpec[] = [
  { field: 'applicantName', label: 'Full Name', required: true, autoComplete: 'name' },
  { field: 'applicantEmail', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  {
    field: 'currentRole',
    label: 'Current Role',
    required: true,
    autoComplete: 'organization-title',
    placeholder: 'e.g. CTO, VP Engineering',
  },
  { field: 'currentCompany', label: 'Current Company', autoComplete: 'organization' },
  {
    field: 'linkedinUrl',
    label: 'LinkedIn Profile',
    type: 'url',
    placeholder: 'https://www.linkedin.com/in/your-name',
  },
];

export function StepBasicInformation(props: StepProps) {
  return <DraftTextFields fields={FIELDS} {...props} />;
}
