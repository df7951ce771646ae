import { renderEmail } from './render.js';
import type { EmailMessage } from './messages.js';

const PUBLIC_URL = 'https://warroom.example/';
const TOKEN = 'tok_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmno';

const messages: Array<[EmailMessage, string, string[]]> = [
  [
    { kind: 'applicationReceived', name: 'Priya Raman', applicationId: 'Ppa_0123456789abcdefghij' },
    'We received your application',
    ['Ppa_0123456789abcdefghij', 'https://warroom.example/application-status?id=Ppa_0123456789abcdefghij'],
  ],
  [
    { kind: 'welcome', name: 'Priya Raman', token: TOKEN, decisionReason: 'A strong operator' },
    'Welcome to the War Room',
    [`https://warroom.example/join?token=${TOKEN}`, 'A strong operator'],
  ],
  [
    { kind: 'welcomeBack', name: 'Priya Raman', decisionReason: null },
    'Welcome to the War Room',
    ['https://warroom.example/login'],
  ],
  [
    { kind: 'applicationRejected', name: 'Priya Raman', decisionReason: 'Not yet in a leadership role' },
    'Your War Room application',
    ['Not yet in a leadership role'],
  ],
  [
    { kind: 'applicationWaitlisted', name: 'Priya Raman', decisionReason: 'Full this quarter' },
    'You are on the War Room waitlist',
    ['Full this quarter'],
  ],
  [
    { kind: 'invitation', name: null, role: 'CTO', token: TOKEN, invitedBy: 'admin@warroom.local' },
    'You are invited to the War Room',
    [`https://warroom.example/join?token=${TOKEN}`, 'admin@warroom.local', 'a CTO'],
  ],
  [
    { kind: 'passwordReset', name: 'Dana', token: TOKEN, validMinutes: 60 },
    'Reset your War Room password',
    [`https://warroom.example/reset-password?token=${TOKEN}`, '60 minutes'],
  ],
];

describe('renderEmail', () => {
  it.each(messages)(
    'writes %j with its subject, and its links in the HTML and the text',
    async (message, subject, parts) => {
      const email = await renderEmail(message, PUBLIC_URL);
      expect(email.subject).toBe(subject);
      expect(email.html).toMatch(/^<!DOCTYPE html/);
      for (const part of parts) {
        expect(email.html).toContain(part.replace(/&/g, '&amp;'));
        expect(email.text).toContain(part);
      }
      expect(`${email.html}\n${email.text}`).not.toMatch(/undefined|null|\[object Object\]/);
    },
  );

  it.each(messages)(
    'writes %j for a phone: a viewport, its subject as the title, and text that starts with words',
    async (message, subject) => {
      const email = await renderEmail(message, PUBLIC_URL);
      expect(email.html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1"\/?>/);
      expect(email.html).toContain(`<title>${subject}</title>`);
      // No mark or stray character before the message: a text-only client shows what comes first.
      expect(email.text).toMatch(/^[A-Za-z]/);
      expect(email.text).not.toContain('■');
    },
  );

  it('escapes what an applicant or an admin wrote', async () => {
    const email = await renderEmail(
      { kind: 'applicationRejected', name: '<b>Eve</b>', decisionReason: '<script>alert(1)</script>' },
      PUBLIC_URL,
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>Eve</b>');
    expect(email.html).toContain('&lt;script&gt;');
  });

  it('leaves the reason out when there is none', async () => {
    const email = await renderEmail({ kind: 'applicationWaitlisted', name: 'Sam', decisionReason: null }, PUBLIC_URL);
    expect(email.text).not.toMatch(/reason/i);
  });
});
