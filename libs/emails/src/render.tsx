import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { linksOf, SUBJECTS, type EmailMessage, type Links } from './messages.js';
import { Invitation, PasswordReset } from './templates/account-emails.js';
import {
  ApplicationReceived,
  ApplicationRejected,
  ApplicationWaitlisted,
  Welcome,
  WelcomeBack,
} from './templates/application-emails.js';

export type RenderedEmail = { subject: string; html: string; text: string };

function templateOf(message: EmailMessage, links: Links): ReactElement {
  switch (message.kind) {
    case 'applicationReceived':
      return <ApplicationReceived message={message} links={links} />;
    case 'welcome':
      return <Welcome message={message} links={links} />;
    case 'welcomeBack':
      return <WelcomeBack message={message} links={links} />;
    case 'applicationRejected':
      return <ApplicationRejected message={message} links={links} />;
    case 'applicationWaitlisted':
      return <ApplicationWaitlisted message={message} links={links} />;
    case 'invitation':
      return <Invitation message={message} links={links} />;
    case 'passwordReset':
      return <PasswordReset message={message} links={links} />;
  }
}

/** One email, its HTML and its plain text written from the same template; every link starts with `publicUrl`. */
export async function renderEmail(message: EmailMessage, publicUrl: string): Promise<RenderedEmail> {
  const element = templateOf(message, linksOf(publicUrl));
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: SUBJECTS[message.kind], html, text };
}
