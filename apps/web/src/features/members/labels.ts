import { type OpenTo, STAGE_OPTIONS, type Stage, type Visibility } from '@warroom/contracts';

/** How the directory names what a member is open to. */
export const OPEN_TO_LABELS: Readonly<Record<OpenTo, string>> = {
  ADVISING: 'Advising',
  SPEAKING: 'Speaking',
  HIRING: 'Hiring',
  INVESTING: 'Investing',
};

export const VISIBILITY_LABELS: Readonly<Record<Visibility, string>> = {
  MEMBERS: 'Members',
  HIDDEN: 'Hidden',
};

/** Careerist, Founder, Sovereign or Kingsman (the path the landing page names). */
export function stageLabel(stage: Stage): string {
  return STAGE_OPTIONS.find((option) => option.value === stage)?.label ?? stage;
}

/** Up to two letters of a name (or of an email when there is no name), for the avatar. */
export function initialsOf(name: string | null, fallback = '?'): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return fallback;
  const letters = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
  return letters.map((word) => Array.from(word)[0]?.toUpperCase() ?? '').join('');
}
