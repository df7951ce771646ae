import { expect, test } from '@playwright/test';
import { toast } from './support/antd';
import { apiAs, createUser, setApplicationStatus, submitApplication } from './support/api';
import { applicationFor, DEFAULT_ADMIN, unique } from './support/data';
import { cardStatus, chooseStatus, openCard, submitDecision } from './support/review';
import { signIn } from './support/session';

test('a reviewer votes, changes the vote and comments', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const reviewer = await createUser(admin, 'CTO', `Rita Reviewer ${unique()}`);
  const applicant = `Vera Voted ${unique()}`;
  const id = await submitApplication(admin, applicationFor(applicant));
  await setApplicationStatus(admin, id, 'UNDER_REVIEW');
  await admin.dispose();

  await signIn(page, reviewer);
  const card = await openCard(page, applicant);
  await expect(card.getByText('UNDER REVIEW', { exact: true })).toBeVisible();
  await expect(card.getByText('0/10').first()).toBeVisible();
  // A CTO may vote and comment but not change the status.
  await expect(card.getByRole('button', { name: 'Change Status' })).toHaveCount(0);

  await card.getByText('Approve', { exact: true }).click();
  await expect(card.getByRole('radio', { name: 'Approve' })).toBeChecked();
  await card.getByLabel('Reason (optional)').fill('Strong platform background.');
  await card.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(toast(page).getByText('Vote Recorded')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Change Vote' })).toBeVisible();
  await expect(card.getByText('1/10').first()).toBeVisible();
  // The reviewer's own vote, marked as theirs, with its reason.
  const myVote = card
    .getByRole('list', { name: 'Votes cast' })
    .getByRole('listitem')
    .filter({ hasText: reviewer.name });
  await expect(myVote.getByText('You', { exact: true })).toBeVisible();
  await expect(myVote.getByText('Approve', { exact: true })).toBeVisible();
  await expect(myVote.getByText('Strong platform background.')).toBeVisible();

  await card.getByText('Reject', { exact: true }).click();
  await expect(card.getByRole('radio', { name: 'Reject' })).toBeChecked();
  await card.getByRole('button', { name: 'Change Vote' }).click();
  await expect(myVote.getByText('Reject', { exact: true })).toBeVisible();
  await expect(myVote.getByText('Approve', { exact: true })).toHaveCount(0);
  await expect(card.getByText('1/10').first()).toBeVisible();
  await expect(card.getByText('(0 approve, 1 reject, 0 abstain)')).toBeVisible();

  await card.getByRole('button', { name: 'Add Comment' }).click();
  await expect(card.getByText('Comment is required')).toBeVisible();
  const comment = `Solid answers, but the challenges read thin. ${unique()}`;
  await card.getByLabel('Add a comment').fill(comment);
  await card.getByRole('button', { name: 'Add Comment' }).click();
  await expect(toast(page).getByText('Comment Added')).toBeVisible();
  const posted = card.locator('.comment-list__item').filter({ hasText: comment });
  await expect(posted).toBeVisible();
  await expect(posted.getByText(reviewer.name)).toBeVisible();
  await expect(card.getByLabel('Add a comment')).toHaveValue('');
});

test('an admin accepts an application with a reason and the status page shows it', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const applicant = `Ada Accepted ${unique()}`;
  const id = await submitApplication(admin, applicationFor(applicant));
  await setApplicationStatus(admin, id, 'VOTING');
  await admin.dispose();

  await signIn(page, DEFAULT_ADMIN);
  const card = await openCard(page, applicant);
  const dialog = await chooseStatus(page, card, 'ACCEPTED');
  await expect(dialog.getByText(`Set ${applicant} to ACCEPTED`)).toBeVisible();
  // No votes yet, of the 10 required: the decision is confirmed first (review-committee.spec.ts has the tally).
  await expect(dialog.getByText('Only 0 of the 10 votes required are in')).toBeVisible();
  await dialog.getByRole('button', { name: 'Decide Anyway' }).click();
  const reason = 'A clear fit: a builder who has scaled two platform teams.';
  await submitDecision(page, dialog, reason);
  await expect(cardStatus(card, applicant, 'ACCEPTED')).toBeVisible();
  // Voting closes with the decision.
  await expect(card.getByText('Voting is open only while an application is under review or in voting.')).toBeVisible();

  await page.goto(`/application-status?id=${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { name: 'Your Application' })).toBeVisible();
  await expect(page.locator('.lp-status-card__head').getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByText('Decision Made')).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByText('Next Steps')).toBeVisible();
  await expect(page.getByText(/Check your email for onboarding/)).toBeVisible();
});

test('the status filter and the counts follow the data', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const applicant = `Wanda Waitlisted ${unique()}`;
  const id = await submitApplication(admin, applicationFor(applicant));
  await setApplicationStatus(admin, id, 'WAITLISTED', 'Strong, but the room is full this quarter.');
  await admin.dispose();

  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/applications');
  const counts = page.getByRole('region', { name: 'Application counts' });
  for (const label of ['Total', 'Submitted', 'In Review', 'Voting', 'Accepted', 'Rejected']) {
    await expect(counts.getByText(label, { exact: true })).toBeVisible();
  }
  const statusFilter = page.getByRole('radiogroup', { name: 'Filter by status' });
  await statusFilter.getByText('WAITLISTED', { exact: true }).click();
  const cards = page.locator('.application-cards > .ant-collapse-item');
  await expect(cards.filter({ hasText: applicant })).toHaveCount(1);
  // The last list stays on screen until the filtered one arrives (no flash of a loading state).
  await expect(async () => {
    for (const text of await cards.locator('.ant-tag').allInnerTexts()) expect(text).toBe('WAITLISTED');
  }).toPass();

  await statusFilter.getByText('REJECTED', { exact: true }).click();
  await expect(cards.filter({ hasText: applicant })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search applications' }).fill(`nobody-${unique()}`);
  await expect(page.getByText('No applications found')).toBeVisible();
});
