import type { EmailMessage, Links } from '../messages.js';
import { Action, Layout, Paragraph } from './layout.js';

type Props<K extends EmailMessage['kind']> = { message: Extract<EmailMessage, { kind: K }>; links: Links };

const roleNames: Record<string, string> = { ADMIN: 'an admin', CEO: 'a CEO', CTO: 'a CTO', MEMBER: 'a member' };

/** An admin's invitation: the link that makes the account, with its role. */
export function Invitation({ message, links }: Props<'invitation'>) {
  const who = message.invitedBy ? `${message.invitedBy} invited you` : 'You are invited';
  return (
    <Layout message={message} links={links} preview="Set your password to join the War Room">
      <Paragraph>
        {who} to join the War Room as {roleNames[message.role] ?? 'a member'}: the community and executive portal for
        technical leaders becoming CEOs.
      </Paragraph>
      <Paragraph>Choose a password to make your account. The link works once and for a limited time.</Paragraph>
      <Action href={links.join(message.token)} label="Join the War Room" />
    </Layout>
  );
}

/** A password reset someone asked for: the link, how long it works, and what to do if it was not you. */
export function PasswordReset({ message, links }: Props<'passwordReset'>) {
  return (
    <Layout message={message} links={links} preview="A link to choose a new password">
      <Paragraph>
        {`Someone asked to reset the password of your War Room account. The link below works once, for ${message.validMinutes} minutes. Setting a new password signs you out everywhere.`}
      </Paragraph>
      <Action href={links.resetPassword(message.token)} label="Choose a new password" />
      <Paragraph>If it was not you, ignore this email: your password stays as it is.</Paragraph>
    </Layout>
  );
}
