import { type ApplicationDraft, EMPTY_DRAFT, type WizardStep } from './draft';

/**
 * PRODUCT.md section 11: the wizard keeps an unfinished application in the browser across a
 * reload, and clears it on submit. Session storage: it outlives a reload of the tab, not the
 * tab itself, so an applicant's details do not stay behind on a shared computer.
 */
const STORAGE_KEY = 'warroom.apply-draft.v1';

/** A fresh application: step 1, every field empty. */
export const FRESH_DRAFT: StoredDraft = { step: 1, draft: EMPTY_DRAFT };

export type StoredDraft = { step: WizardStep; draft: ApplicationDraft };

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser: the wizard works, it just forgets
  }
}

/** Whether this tab keeps a draft (read with loadStoredDraft). */
export function hasStoredDraft(): boolean {
  try {
    return Boolean(storage()?.getItem(STORAGE_KEY));
  } catch {
    return false;
  }
}

/**
 * The draft kept for this tab, or a fresh one when there is none or it is unreadable. Its
 * check (stored-draft.ts, zod) is loaded only when there is a draft to read, so a first visit
 * to /apply evaluates no schema (issue 19).
 */
export async function loadStoredDraft(): Promise<StoredDraft> {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return FRESH_DRAFT;
    const { storedDraftSchema } = await import('./stored-draft');
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { step: parsed.data.step, draft: { ...EMPTY_DRAFT, ...parsed.data.draft } } : FRESH_DRAFT;
  } catch {
    return FRESH_DRAFT;
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
