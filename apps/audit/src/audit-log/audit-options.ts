export const AUDIT_OPTIONS = Symbol('AUDIT_OPTIONS');
export type AuditOptions = { ackWaitSeconds: number };
