export const IDENTITY_OPTIONS = Symbol('IDENTITY_OPTIONS');

export type IdentityOptions = {
  adminEmail: string;
  adminPassword: string;
  /**
   * Whether the login page may show the default admin's credentials (PRODUCT.md section 1):
   * only the built-in default password, never one an operator chose, never in production.
   */
  loginHintAllowed: boolean;
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
