/** What nodemailer says of a failure: its code and, when the server answered, the SMTP reply. */
type SmtpFailure = { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };

/**
 * Whether SMTP refused an email for good: every recipient rejected (a bad address), or the
 * message itself refused with a 5xx reply. Such an email is not tried again. Anything else (no
 * connection, a timeout, a 4xx reply, a refused login) may pass later, so it is.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as SmtpFailure;
  const permanentReply = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  if (code === 'EENVELOPE') return permanentReply || responseCode === undefined;
  return code === 'EMESSAGE' && permanentReply;
}

/** A failure in a line, without anything of the message itself (its links hold tokens). */
export function describeSmtpFailure(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { code, response, message } = error as SmtpFailure;
  const said = typeof response === 'string' ? response : typeof message === 'string' ? message : 'failed';
  return `${typeof code === 'string' ? `${code}: ` : ''}${said}`.slice(0, 500);
}

/** Whether no SMTP conversation took place: no connection, no greeting in time, a name that does not resolve. */
export function isUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as SmtpFailure;
  return code === 'ESOCKET' || code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'EDNS';
}
