export const IDENTITY_OPTIONS = Symbol('IDENTITY_OPTIONS');

export type IdentityOptions = {
  adminEmail: string;
  adminPassword: string;
  /** How long a session lasts after login. */
  sessionTtlMs: number;
  inviteTtlMs: number;
  resetTtlMs: number;
  mail: MailOptions;
};

export type MailOptions = {
  smtpUrl: string;
  from: string;
  publicUrl: string;
  retryMaxMs: number;
};
