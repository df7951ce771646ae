import type { Member, OpenTo, Visibility } from '@warroom/contracts';
import type { ProfileView } from './components/member-profile';

/** The profile form's values: text as typed ('' when empty), the lists and the choices. */
export type ProfileValues = {
  name: string;
  headline: string;
  company: string;
  location: string;
  linkedinUrl: string;
  bio: string;
  expertise: string[];
  industry: string;
  stage: string;
  openTo: OpenTo[];
  visibility: Visibility;
  shareEmail: boolean;
};

export type ProfileField = keyof ProfileValues;

/** In the form's order: the first with an error gets the focus. */
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'name',
  'headline',
  'company',
  'location',
  'linkedinUrl',
  'stage',
  'expertise',
  'industry',
  'openTo',
  'bio',
  'visibility',
  'shareEmail',
];

export function profileValuesOf(member: Member): ProfileValues {
  return {
    name: member.name ?? '',
    headline: member.headline ?? '',
    company: member.company ?? '',
    location: member.location ?? '',
    linkedinUrl: member.linkedinUrl ?? '',
    bio: member.bio ?? '',
    expertise: [...member.expertise],
    industry: member.industry ?? '',
    stage: member.stage ?? '',
    openTo: [...member.openTo],
    visibility: member.visibility,
    shareEmail: member.shareEmail,
  };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the save sends: only the fields that changed (an empty choice as null, blank text
 * clears), so an unchanged field is neither written nor audited; `{}` when nothing changed.
 */
export function profileChanges(before: ProfileValues, after: ProfileValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of PROFILE_FIELDS) {
    const value = after[field];
    if (same(value, before[field])) continue;
    body[field] = (field === 'industry' || field === 'stage') && value === '' ? null : value;
  }
  return body;
}

/** Today as the server writes `stageSince` (YYYY-MM-DD, UTC). */
const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * The profile as others will see it once saved: the preview beside the form. A new stage is
 * shown as reached today; the email only when it is shared.
 */
export function previewOf(member: Member, values: ProfileValues): ProfileView {
  const text = (value: string) => value.trim() || null;
  const stage = (values.stage || null) as Member['stage'];
  return {
    ...member,
    name: text(values.name),
    headline: text(values.headline),
    company: text(values.company),
    location: text(values.location),
    linkedinUrl: text(values.linkedinUrl),
    bio: text(values.bio),
    expertise: values.expertise,
    industry: text(values.industry),
    stage,
    stageSince: stage === member.stage ? member.stageSince : stage ? today() : null,
    openTo: values.openTo,
    visibility: values.visibility,
    shareEmail: values.shareEmail,
    email: values.shareEmail ? member.email : undefined,
  };
}
