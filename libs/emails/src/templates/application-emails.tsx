import type { EmailMessage, Links } from '../messages.js';
import { Action, Layout, Paragraph, Reason } from './layout.js';

type Props<K extends EmailMessage['kind']> = { message: Extract<EmailMessage, { kind: K }>; links: Links };

/** To the applicant, once the application is in: its id, the applicant's only key, and where to follow it. */
export function ApplicationReceived({ message, links }: Props<'applicationReceived'>) {
  const statusUrl = links.status(message.applicationId);
  return (
    <Layout message={message} links={links} preview="Your application id and where to follow it">
      <Paragraph>
        Thank you for applying to the War Room. Resident CTOs and CEOs read every application and vote on it; an admin
        then decides. This usually takes a few weeks.
      </Paragraph>
      <Paragraph>
        Your application id is <strong>{message.applicationId}</strong>. Keep it: it is the only way to see where your
        application stands.
      </Paragraph>
      <Action href={statusUrl} label="Check your application status" />
    </Layout>
  );
}

/** ACCEPTED, with an invitation: the link that makes the account. */
export function Welcome({ message, links }: Props<'welcome'>) {
  return (
    <Layout message={message} links={links} preview="Your application was accepted: set your password to join">
      <Paragraph>Your application was accepted. We are glad to have you.</Paragraph>
      <Reason reason={message.decisionReason} />
      <Paragraph>Choose a password to make your member account. The link works once and for a limited time.</Paragraph>
      <Action href={links.join(message.token)} label="Join the War Room" />
    </Layout>
  );
}

/** ACCEPTED when the applicant already has an active account: sign in with it. */
export function WelcomeBack({ message, links }: Props<'welcomeBack'>) {
  return (
    <Layout message={message} links={links} preview="Your application was accepted: sign in with your account">
      <Paragraph>Your application was accepted.</Paragraph>
      <Reason reason={message.decisionReason} />
      <Paragraph>You already have an account with this email: sign in with it.</Paragraph>
      <Action href={links.login()} label="Sign in" />
    </Layout>
  );
}

/** REJECTED: the decision and its reason, if any. */
export function ApplicationRejected({ message, links }: Props<'applicationRejected'>) {
  return (
    <Layout message={message} links={links} preview="The decision on your War Room application">
      <Paragraph>
        Thank you for the time you gave your application. After review, we are not able to offer you a place in the War
        Room at this time.
      </Paragraph>
      <Reason reason={message.decisionReason} />
      <Paragraph>You are welcome to apply again when your situation changes.</Paragraph>
    </Layout>
  );
}

/** WAITLISTED: where the application stands, with the reason, if any. */
export function ApplicationWaitlisted({ message, links }: Props<'applicationWaitlisted'>) {
  return (
    <Layout message={message} links={links} preview="Your War Room application is on the waitlist">
      <Paragraph>
        Your application made a strong impression, and we have placed it on our waitlist. We will write to you as soon
        as a place opens.
      </Paragraph>
      <Reason reason={message.decisionReason} />
    </Layout>
  );
}
