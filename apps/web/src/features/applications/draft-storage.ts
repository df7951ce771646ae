import { z } from 'zod';
import { type ApplicationDraft, EMPTY_DRAFT, type WizardStep } from './draft';

/**
 * PRODUCT.md section 11: the wizard keeps an unfinished application in the browser across a
 * reload, and clears it on submit. Session storage: it outlives a reload of the tab, not the
 * tab itself, so an applicant's details do not stay behind on a shared computer.
 */
const STORAGE_KEY = 'warroom.apply-draft.v1';

/** Generous bounds (the form's own are lower): whatever is read back is checked, never trusted. */
const text = z.string().max(20_000);
const storedDraftSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  draft: z
    .object({
      applicantName: text,
      applicantEmail: text,
      currentRole: text,
      currentCompany: text,
      linkedinUrl: text,
      whyJoin: text,
      challenges: text,
      buildingWhat: text,
      techStack: text,
      expertise: z.array(text).max(50),
      industry: text,
      stage: text,
    })
    .partial(),
});

export type StoredDraft = { step: WizardStep; draft: ApplicationDraft };

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser: the wizard works, it just forgets
  }
}

/** The draft kept for this tab, or an empty one on step 1 when there is none or it is unreadable. */
export function loadDraft(): StoredDraft {
  const fresh: StoredDraft = { step: 1, draft: EMPTY_DRAFT };
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return fresh;
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { step: parsed.data.step, draft: { ...EMPTY_DRAFT, ...parsed.data.draft } } : fresh;
  } catch {
    return fresh;
  }
}

/** Keeps the draft; an untouched one (step 1, every field empty) is not worth keeping. */
export function saveDraft(stored: StoredDraft): void {
  const untouched = stored.step === 1 && JSON.stringify(stored.draft) === JSON.stringify(EMPTY_DRAFT);
  if (untouched) {
    clearDraft();
    return;
  }
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Full or disabled storage: keeping the draft is a courtesy, never a reason to fail the form.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // As above.
  }
}
