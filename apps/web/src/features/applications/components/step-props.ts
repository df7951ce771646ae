import type { FieldErrors } from '../../../lib/field-errors';
import type { ApplicationDraft, DraftField } from '../draft';

export type StepProps = {
  draft: ApplicationDraft;
  errors: FieldErrors<DraftField>;
  onChange: <K extends DraftField>(field: K, value: ApplicationDraft[K]) => void;
};
