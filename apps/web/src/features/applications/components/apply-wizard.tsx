import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { APPLICATION_ID_PATTERN } from '@warroom/contracts';
import { toast } from '../../../shared/public/toast';
import { type FieldErrors, hasErrors } from '../../../lib/field-errors';
import {
  type ApplicationDraft,
  type DraftField,
  type DraftSchema,
  EMPTY_DRAFT,
  fieldId,
  STEP_COUNT,
  STEP_OF_FIELD,
  validateDraft,
  validateStep,
  type WizardStep,
} from '../draft';
import {
  clearDraft,
  FRESH_DRAFT,
  hasStoredDraft,
  loadStoredDraft,
  saveDraft,
  type StoredDraft,
} from '../draft-storage';
import { loadPublicContracts } from '../../../lib/load-public-contracts';
import { useSubmitApplication } from '../hooks/use-submit-application';
import { ApplicationSubmitted } from './application-submitted';
import { StepBasicInformation } from './step-basic-information';
import type { StepProps } from './step-props';
import { StepTechnicalProfile } from './step-technical-profile';
import { StepYourJourney } from './step-your-journey';
import { SubmitFailure } from './submit-failure';
import { WizardProgress } from './wizard-progress';

const STEPS: Record<WizardStep, { title: string; intro: string; render: (props: StepProps) => ReactNode }> = {
  1: {
    title: 'Basic Information',
    intro: 'Who you are and where you lead today.',
    render: (props) => <StepBasicInformation {...props} />,
  },
  2: {
    title: 'Your Journey',
    intro: 'Why the War Room, and what you are working through right now.',
    render: (props) => <StepYourJourney {...props} />,
  },
  3: {
    title: 'Technical Profile',
    intro: 'The stack, the expertise and the stage you bring to the room.',
    render: (props) => <StepTechnicalProfile {...props} />,
  },
};

function focusFirstError(errors: FieldErrors<DraftField>): void {
  const first = (Object.keys(STEP_OF_FIELD) as DraftField[]).find((field) => errors[field]);
  if (first) document.getElementById(fieldId(first))?.focus();
}

/** The confirmation's search parameter: `/apply?submitted={id}`, so a reload keeps the id on screen. */
const SUBMITTED_PARAM = 'submitted';

function submittedIdOf(searchParams: URLSearchParams): string | undefined {
  const id = searchParams.get(SUBMITTED_PARAM);
  return id !== null && APPLICATION_ID_PATTERN.test(id) ? id : undefined;
}

/**
 * Runs `use` with the application's schema, loaded on first use (with the form's first
 * focus, so usually at hand by the first Next); a schema that cannot load is said in a toast.
 */
function withSchema(use: (schema: DraftSchema) => void): void {
  loadPublicContracts().then(
    (contracts) => use(contracts.submitApplicationBodySchema),
    () => toast.error('The form could not be checked', 'Check your connection and try again.'),
  );
}

function prepareSchema(): void {
  loadPublicContracts().catch(() => undefined);
}

/**
 * The three-step application form of SPEC.md section 2, then a confirmation view. The draft and
 * its step are kept in the tab's session storage as they change (PRODUCT.md section 11); a
 * draft kept from before a reload is read (and checked) before the form shows.
 */
export function ApplyWizard() {
  const [stored, setStored] = useState<StoredDraft | null>(() => (hasStoredDraft() ? null : FRESH_DRAFT));
  useEffect(() => {
    if (!stored) void loadStoredDraft().then(setStored);
  }, [stored]);
  return stored ? <Wizard initial={stored} /> : null;
}

function Wizard({ initial }: { initial: StoredDraft }) {
  const [step, setStep] = useState<WizardStep>(initial.step);
  const [draft, setDraft] = useState<ApplicationDraft>(initial.draft);
  const [errors, setErrors] = useState<FieldErrors<DraftField>>({});
  const [searchParams, setSearchParams] = useSearchParams();
  const submittedId = submittedIdOf(searchParams);
  const submit = useSubmitApplication((id) => {
    clearDraft();
    setDraft(EMPTY_DRAFT);
    setStep(1);
    // Replaced, not pushed: Back from the confirmation leaves /apply rather than showing an empty form.
    setSearchParams({ [SUBMITTED_PARAM]: id }, { replace: true });
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);

  // After Next or Previous, move focus to the new step's heading for keyboard and screen reader users.
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!submittedId) saveDraft({ step, draft });
  }, [step, draft, submittedId]);

  if (submittedId) return <ApplicationSubmitted id={submittedId} />;

  const onChange: StepProps['onChange'] = (field, value) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    // A changed answer (another email) may well go through: the last refusal no longer applies.
    if (submit.isError) submit.reset();
  };

  const goTo = (next: WizardStep) => {
    movedRef.current = true;
    setStep(next);
  };

  const onNext = (schema: DraftSchema) => {
    const found = validateStep(schema, draft, step);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError(found);
      return;
    }
    if (step < STEP_COUNT) goTo((step + 1) as WizardStep);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    withSchema((schema) => {
      if (step < STEP_COUNT) {
        onNext(schema);
        return;
      }
      const result = validateDraft(schema, draft);
      if (!result.ok) {
        // A field of an earlier step can still be wrong (e.g. an optional URL): go back to it.
        setErrors(result.errors);
        const firstStep = Math.min(...(Object.keys(result.errors) as DraftField[]).map((f) => STEP_OF_FIELD[f]));
        if (firstStep !== step) goTo(firstStep as WizardStep);
        else focusFirstError(result.errors);
        return;
      }
      submit.mutate(result.body);
    });
  };

  const current = STEPS[step];
  return (
    <>
      <WizardProgress step={step} />
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={prepareSchema}
        aria-labelledby="apply-step-title"
        className="lp-panel lp-form"
      >
        <div>
          <h2 id="apply-step-title" ref={headingRef} tabIndex={-1} className="lp-step-title lp-heading-target">
            {current.title}
          </h2>
          <p className="lp-page-intro">{current.intro}</p>
        </div>
        {current.render({ draft, errors, onChange })}
        <SubmitFailure error={submit.error} />
        <div className="lp-actions">
          <button
            type="button"
            className="lp-button lp-button--ghost"
            disabled={step === 1 || submit.isPending}
            onClick={() => goTo((step - 1) as WizardStep)}
          >
            Previous
          </button>
          {step < STEP_COUNT ? (
            <button key="next" type="submit" className="lp-button lp-button--primary">
              Next
            </button>
          ) : (
            <button key="submit" type="submit" className="lp-button lp-button--primary" disabled={submit.isPending}>
              Submit Application
            </button>
          )}
        </div>
      </form>
    </>
  );
}
