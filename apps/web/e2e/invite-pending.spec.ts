import { expect, test } from '@playwright/test';
import { toast } from './support/antd';
import { apiAs } from './support/api';
import { seriousViolations } from './support/axe';
import { DEFAULT_ADMIN, unique } from './support/data';
import { MailInbox } from './support/mail';
import { signIn } from './support/session';

/** PRODUCT.md section 9: one pending invitation per email; the web offers Resend, at most 3 an hour. */

const INVITED = 'You are invited to the War Room';
const PENDING = 'This email already has a pending invitation';

test('inviting an email that has a pending invitation says so and offers Resend; past the hourly limit the server says why', async ({
  page,
}) => {
  const inbox = new MailInbox();
  const email = `pending-${unique()}@example.com`;
  const admin = await apiAs(DEFAULT_ADMIN);
  const created = await admin.post('/api/admin/invitations', { data: { email, role: 'CTO', name: 'Pat Pending' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await inbox.waitFor(email, INVITED);

  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/admin');
  const dialog = page.getByRole('dialog', { name: 'Invite' });
  const invite = async () => {
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    // The same address, written otherwise: emails match whatever their case.
    await dialog.getByLabel('Email').fill(email.toUpperCase());
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog.getByRole('alert').getByText(PENDING)).toBeVisible();
  };

  await invite();
  expect(await seriousViolations(page)).toEqual([]);
  const resent = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === `/api/admin/invitations/${id}/resend`,
  );
  await dialog.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
  await resent;
  await expect(toast(page).getByText('Invitation Resent')).toBeVisible();
  await expect(dialog).toBeHidden();
  await inbox.waitFor(email, INVITED, { count: 2 });
  // Nothing was revoked: the one invitation, still pending.
  const row = page.getByRole('region', { name: 'Invitations' }).getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('PENDING', { exact: true })).toBeVisible();

  // Two more resends use up the hour; the form's next one is refused with the server's words.
  for (let count = 0; count < 2; count += 1) {
    const again = await admin.post(`/api/admin/invitations/${id}/resend`);
    expect(again.status(), await again.text()).toBe(200);
  }
  await invite();
  await dialog.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
  const refused = await admin.post(`/api/admin/invitations/${id}/resend`);
  expect(refused.status(), await refused.text()).toBe(429);
  expect(refused.headers()['retry-after']).toMatch(/^\d+$/);
  const { message } = (await refused.json()) as { message: string };
  await expect(dialog.getByRole('alert').getByText(message)).toBeVisible();
  await expect(dialog.getByRole('alert').getByText(/^Try again in \d+ minutes?\.$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await admin.dispose();
});
