export const AUDIT_OPTIONS = Symbol('AUDIT_OPTIONS');
export type AuditOptions = {
  ackWaitSeconds: number;
  /** For the listener of renaming events, on a connection of its own (EntityLabels). */
  natsUrl: string;
};
