export const IDENTITY_OPTIONS = Symbol('IDENTITY_OPTIONS');

export type IdentityOptions = {
  adminEmail: string;
  adminPassword: string;
  /** How long a session lasts after login. */
  sessionTtlMs: number;
};
