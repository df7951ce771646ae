export const APPLICATIONS_OPTIONS = Symbol('APPLICATIONS_OPTIONS');
export type ApplicationsOptions = { votesRequired: number };
