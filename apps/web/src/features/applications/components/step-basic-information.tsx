import type { StepProps } from './step-props';
import { DraftTextField } from './draft-text-field';

export function StepBasicInformation({ draft, errors, onChange }: StepProps) {
  return (
    <>
      <DraftTextField
        field="applicantName"
        label="Full Name"
        required
        autoComplete="name"
        value={draft.applicantName}
        error={errors.applicantName}
        onChange={(value) => onChange('applicantName', value)}
      />
      <DraftTextField
        field="applicantEmail"
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={draft.applicantEmail}
        error={errors.applicantEmail}
        onChange={(value) => onChange('applicantEmail', value)}
      />
      <DraftTextField
        field="currentRole"
        label="Current Role"
        required
        autoComplete="organization-title"
        placeholder="e.g. CTO, VP Engineering"
        value={draft.currentRole}
        error={errors.currentRole}
        onChange={(value) => onChange('currentRole', value)}
      />
      <DraftTextField
        field="currentCompany"
        label="Current Company"
        autoComplete="organization"
        value={draft.currentCompany}
        error={errors.currentCompany}
        onChange={(value) => onChange('currentCompany', value)}
      />
      <DraftTextField
        field="linkedinUrl"
        label="LinkedIn Profile"
        type="url"
        placeholder="https://www.linkedin.com/in/your-name"
        value={draft.linkedinUrl}
        error={errors.linkedinUrl}
        onChange={(value) => onChange('linkedinUrl', value)}
      />
    </>
  );
}
