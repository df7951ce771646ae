/**
 * The six emails of PRODUCT.md section 8, each with what it needs to be written. The mail
 * module of the identity service decides which one an event sends; this library only writes
 * them (subject, HTML and text from one template each).
 */
export type EmailMessage =
  | { kind: 'applicationReceived'; name: string; applicationId: string }
  | { kind: 'welcome'; name: string; token: string; decisionReason: string | null }
  | { kind: 'welcomeBack'; name: string; decisionReason: string | null }
  | { kind: 'applicationRejected'; name: string; decisionReason: string | null }
  | { kind: 'applicationWaitlisted'; name: string; decisionReason: string | null }
  | { kind: 'invitation'; name: string | null; role: string; token: string; invitedBy: string | null }
  | { kind: 'passwordReset'; name: string | null; token: string; validMinutes: number };

export type EmailKind = EmailMessage['kind'];

/** Each email's subject, to the letter of PRODUCT.md section 8. */
export const SUBJECTS: Readonly<Record<EmailKind, string>> = {
  applicationReceived: 'We received your application',
  welcome: 'Welcome to the War Room',
  welcomeBack: 'Welcome to the War Room',
  applicationRejected: 'Your War Room application',
  applicationWaitlisted: 'You are on the War Room waitlist',
  invitation: 'You are invited to the War Room',
  passwordReset: 'Reset your War Room password',
};

/** Every link an email carries, from `PUBLIC_URL`. */
export function linksOf(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    status: (applicationId: string) => `${base}/application-status?id=${encodeURIComponent(applicationId)}`,
    join: (token: string) => `${base}/join?token=${encodeURIComponent(token)}`,
    resetPassword: (token: string) => `${base}/reset-password?token=${encodeURIComponent(token)}`,
    login: () => `${base}/login`,
    home: () => `${base}/`,
  };
}
export type Links = ReturnType<typeof linksOf>;
