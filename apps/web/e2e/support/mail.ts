import { type CaughtEmail, linkToken, MailInbox } from '@warroom/testing';

export { MailInbox };

/**
 * The `<path>?token=…` link of an email, as a path of this run's stack: the emails' links
 * start with PUBLIC_URL, which is not the test gateway's address.
 */
export function linkIn(email: CaughtEmail, path: '/join' | '/reset-password'): string {
  return `${path}?token=${linkToken(email, path)}`;
}

/** The application status link of a 'We received your application' email, as a path. */
export function statusLinkIn(email: CaughtEmail): string {
  const match = /\/application-status\?id=[A-Za-z0-9_-]+/.exec(email.text);
  if (!match) throw new Error(`no status link in '${email.subject}'`);
  return match[0];
}
