import {
  APPLICATION_STEP_FIELDS,
  type SubmitApplicationBody,
  type submitApplicationBodySchema,
} from '@warroom/contracts';
import { type FieldErrors, fieldErrorsOf } from '../../lib/field-errors';

export type DraftField = keyof SubmitApplicationBody;
export type WizardStep = keyof typeof APPLICATION_STEP_FIELDS;
export const WIZARD_STEPS = [1, 2, 3] as const satisfies readonly WizardStep[];
export const STEP_COUNT = WIZARD_STEPS.length;

/** What the form holds while it is being filled in; selects start empty. */
export type ApplicationDraft = Required<Omit<SubmitApplicationBody, 'industry' | 'stage'>> &
  Pick<SubmitApplicationBody, 'industry' | 'stage'>;

export const EMPTY_DRAFT: ApplicationDraft = {
  applicantName: '',
  applicantEmail: '',
  currentRole: '',
  currentCompany: '',
  linkedinUrl: '',
  whyJoin: '',
  challenges: '',
  buildingWhat: '',
  techStack: '',
  expertise: [],
  industry: undefined,
  stage: undefined,
};

/** Which step shows each field, to send the user back to the first one that fails. */
export const STEP_OF_FIELD: Record<DraftField, WizardStep> = {
  applicantName: 1,
  applicantEmail: 1,
  currentRole: 1,
  currentCompany: 1,
  linkedinUrl: 1,
  whyJoin: 2,
  challenges: 2,
  buildingWhat: 2,
  techStack: 3,
  expertise: 3,
  industry: 3,
  stage: 3,
};

/** SPEC.md section 9: progress is (step - 1) / 3 as a percent. */
export function progressPercent(step: WizardStep): number {
  return Math.round(((step - 1) / STEP_COUNT) * 100);
}

/** The application's schema, which the wizard loads on first use (load-public-contracts.ts). */
export type DraftSchema = typeof submitApplicationBodySchema;

/** Next checks only the fields the current step owns (SPEC.md section 5). */
export function validateStep(schema: DraftSchema, draft: ApplicationDraft, step: WizardStep): FieldErrors<DraftField> {
  const fields: readonly DraftField[] = APPLICATION_STEP_FIELDS[step];
  if (fields.length === 0) return {};
  const parsed = schema.safeParse(draft);
  return parsed.success ? {} : fieldErrorsOf<DraftField>(parsed.error.issues, fields);
}

export type DraftValidation =
  { ok: true; body: SubmitApplicationBody } | { ok: false; errors: FieldErrors<DraftField> };

export function validateDraft(schema: DraftSchema, draft: ApplicationDraft): DraftValidation {
  const parsed = schema.safeParse(draft);
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: fieldErrorsOf<DraftField>(parsed.error.issues) };
}

export function fieldId(field: DraftField): string {
  return `apply-${field}`;
}
