import {
  EXPERTISE_OPTIONS,
  INDUSTRY_OPTIONS,
  OPEN_TO,
  type OpenTo,
  PROFILE_LIMITS,
  STAGES,
  type Stage,
} from '@warroom/contracts';

export type Expertise = (typeof EXPERTISE_OPTIONS)[number];
export type Industry = (typeof INDUSTRY_OPTIONS)[number];

/**
 * What the directory shows, as its address keeps it (`/members?q=…&expertise=…&expertise=…&
 * industry=…&stage=…&openTo=…`): a reload or a shared link finds the same members.
 */
export type MembersAddress = {
  /** The search as sent (trimmed). */
  q: string;
  /** Any of these. */
  expertise: Expertise[];
  industry: Industry | '';
  stage: Stage | '';
  /** Open to all of these. */
  openTo: OpenTo[];
};

export const MEMBERS_HOME: MembersAddress = { q: '', expertise: [], industry: '', stage: '', openTo: [] };

/** The first of `values` that is `value`, or '' (an unknown value is left out). */
function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return values.find((known) => known === value) ?? '';
}

/** The known values among a repeated parameter's, each once, in the list's order. */
function someOf<T extends string>(values: readonly T[], given: string[], max: number): T[] {
  return values.filter((known) => given.includes(known)).slice(0, max);
}

/** The address read back; what is not one of its values is left out. */
export function readMembersAddress(params: URLSearchParams): MembersAddress {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    expertise: someOf(EXPERTISE_OPTIONS, params.getAll('expertise'), PROFILE_LIMITS.expertise),
    industry: oneOf(INDUSTRY_OPTIONS, params.get('industry')),
    stage: oneOf(STAGES, params.get('stage')),
    openTo: someOf(OPEN_TO, params.getAll('openTo'), OPEN_TO.length),
  };
}

/** The query string of an address, with only what differs from the whole directory. */
export function writeMembersAddress(address: MembersAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (address.q) params.set('q', address.q);
  for (const area of address.expertise) params.append('expertise', area);
  if (address.industry) params.set('industry', address.industry);
  if (address.stage) params.set('stage', address.stage);
  for (const offer of address.openTo) params.append('openTo', offer);
  return params;
}

/** Whether the address narrows the directory (a search or a filter). */
export function isFiltered(address: MembersAddress): boolean {
  return writeMembersAddress(address).size > 0;
}
