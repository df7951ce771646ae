import { expect, type Locator, test } from '@playwright/test';
import { toast } from './support/antd';
import { apiAs, createUser, setApplicationStatus, submitApplication } from './support/api';
import { applicationFor, DEFAULT_ADMIN, unique } from './support/data';
import { seriousViolations } from './support/axe';
import {
  applicationsNavLink,
  cardStatus,
  chooseStatus,
  commentAs,
  needsMyVoteTotal,
  openCard,
  pageOf,
  recuseAs,
  submitDecision,
  voteAs,
} from './support/review';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';

/** PRODUCT.md section 11: review that a committee trusts. */

/** The vote panel of an open card. */
function panel(card: Locator): Locator {
  return card.getByRole('region', { name: 'Votes' });
}

/** One reviewer's entry among the votes cast. */
function voteOf(card: Locator, name: string): Locator {
  return panel(card).getByRole('list', { name: 'Votes cast' }).getByRole('listitem').filter({ hasText: name });
}

test("votes and others' comments stay blind until a reviewer votes; a recused reviewer sees none of them; a recusal is shown to all and can be undone", async ({
  page,
  browser,
}) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const ana = await createUser(admin, 'CTO', `Ana Architect ${unique()}`);
  const ben = await createUser(admin, 'CEO', `Ben Builder ${unique()}`);
  const cleo = await createUser(admin, 'CTO', `Cleo Counsel ${unique()}`);
  const applicant = `Blind Bianca ${unique()}`;
  const id = await submitApplication(admin, applicationFor(applicant));
  await setApplicationStatus(admin, id, 'UNDER_REVIEW');
  await admin.dispose();
  const anaReason = `Thin on the challenges; ask again next quarter. ${unique()}`;
  await voteAs(ana, id, 'REJECT', anaReason);
  const anaComment = `Ask about the board. ${unique()}`;
  await commentAs(ana, id, anaComment);

  // Ben has not voted: the count shows, nothing of Ana's vote does.
  const waitingForBen = await needsMyVoteTotal(ben);
  expect(waitingForBen).toBeGreaterThan(0);
  await signIn(page, ben);
  const card = await openCard(page, applicant);
  await expect(applicationsNavLink(page, waitingForBen)).toBeVisible();
  await expect(card.getByText('Needs your vote')).toBeVisible();
  const votes = panel(card);
  await expect(votes.getByText('Votes are hidden until you vote.')).toBeVisible();
  await expect(votes.getByText('1 of 10 votes cast')).toBeVisible();
  await expect(card.getByText('1/10')).toBeVisible();
  await expect(card.getByText(ana.name)).toHaveCount(0);
  await expect(card.getByText(anaReason)).toHaveCount(0);
  // Ana's comment is counted, not shown.
  await expect(card.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(card.getByText(anaComment)).toHaveCount(0);
  await expect(card.getByText("Other reviewers' comments are hidden until you vote.")).toBeVisible();
  await expect(votes.getByRole('list', { name: 'Votes cast' })).toHaveCount(0);
  await expect(votes.getByText(/\d+ approve|\d+ reject/)).toHaveCount(0);
  await expect(votes.getByRole('button', { name: 'Submit Vote' })).toBeVisible();

  // Ben votes: every verdict shows, with its reviewer, reason and time; his own is marked.
  await votes.getByText('Approve', { exact: true }).click();
  const benReason = 'Has run the transition we all talk about.';
  await votes.getByLabel('Reason (optional)').fill(benReason);
  await votes.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(toast(page).getByText('Vote Recorded')).toBeVisible();
  await expect(votes.getByRole('button', { name: 'Change Vote' })).toBeVisible();
  await expect(votes.getByText('(1 approve, 1 reject, 0 abstain)')).toBeVisible();
  const anaVote = voteOf(card, ana.name);
  await expect(anaVote.getByText('Reject', { exact: true })).toBeVisible();
  await expect(anaVote.getByText(anaReason)).toBeVisible();
  await expect(anaVote.getByText('You', { exact: true })).toHaveCount(0);
  const benVote = voteOf(card, ben.name);
  await expect(benVote.getByText('Approve', { exact: true })).toBeVisible();
  await expect(benVote.getByText('You', { exact: true })).toBeVisible();
  await expect(benVote.getByText(benReason)).toBeVisible();
  await expect(card.getByText(anaComment)).toBeVisible();
  await expect(card.getByText("Other reviewers' comments are hidden until you vote.")).toHaveCount(0);
  // A relative time, with the exact time on hover.
  await expect(benVote.locator('time')).toHaveText('just now');
  await expect(benVote.locator('time')).toHaveAttribute('title', /\d{4}, \d{1,2}:\d{2}\s[AP]M$/);
  await expect(card.getByText('Needs your vote')).toHaveCount(0);
  await expect(applicationsNavLink(page, waitingForBen - 1)).toBeVisible();

  // Cleo recuses with a reason: no vote or comment controls, her recusal said, and nothing of the others' reviews.
  const waitingForCleo = await needsMyVoteTotal(cleo);
  const cleoPage = await pageOf(browser, cleo);
  const cleoCard = await openCard(cleoPage, applicant);
  await expect(applicationsNavLink(cleoPage, waitingForCleo)).toBeVisible();
  const cleoVotes = panel(cleoCard);
  await expect(cleoVotes.getByText('2 of 10 votes cast')).toBeVisible();
  await cleoVotes.getByRole('button', { name: 'Recuse' }).click();
  const dialog = cleoPage.getByRole('dialog');
  await expect(dialog.getByText(`Recuse yourself from ${applicant}?`)).toBeVisible();
  const cleoReason = `I advised their company last year. ${unique()}`;
  await dialog.getByLabel('Reason for recusing (optional)').fill(cleoReason);
  await dialog.getByRole('button', { name: 'Recuse' }).click();
  await expect(toast(cleoPage).getByText('Recused')).toBeVisible();
  await expect(dialog).toBeHidden();
  const myRecusal = cleoVotes.getByRole('note', { name: 'Your recusal' });
  await expect(myRecusal.getByText('You recused yourself from this application.')).toBeVisible();
  await expect(myRecusal.getByText(cleoReason)).toBeVisible();
  await expect(cleoVotes.getByRole('radiogroup')).toHaveCount(0);
  await expect(cleoVotes.getByRole('button', { name: /Submit Vote|Change Vote/ })).toHaveCount(0);
  await expect(cleoVotes.getByRole('button', { name: 'Recuse' })).toHaveCount(0);
  await expect(myRecusal.getByRole('button', { name: 'Undo recusal' })).toBeVisible();
  await expect(cleoCard.getByText(anaReason)).toHaveCount(0);
  await expect(cleoVotes.getByRole('list', { name: 'Votes cast' })).toHaveCount(0);
  await expect(cleoVotes.getByText(/\d+ approve|\d+ reject/)).toHaveCount(0);
  await expect(cleoCard.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(cleoCard.getByText(anaComment)).toHaveCount(0);
  await expect(cleoCard.getByLabel('Add a comment')).toHaveCount(0);
  await expect(cleoCard.getByText('You cannot comment while you are recused.')).toBeVisible();
  await expect(applicationsNavLink(cleoPage, waitingForCleo - 1)).toBeVisible();

  // The others see who recused and why.
  const benCard = await openCard(page, applicant);
  const recusals = panel(benCard).getByRole('list', { name: /^Recused/ });
  await expect(recusals.getByRole('listitem')).toHaveCount(1);
  await expect(recusals.getByText(cleo.name)).toBeVisible();
  await expect(recusals.getByText(cleoReason)).toBeVisible();
  await expect(panel(benCard).getByText('(1 approve, 1 reject, 0 abstain)')).toBeVisible();
  await saveScreenshot(page, 'applications');

  // Undo: the vote controls are back, and with neither a vote nor a recusal the votes are hidden again.
  await myRecusal.getByRole('button', { name: 'Undo recusal' }).click();
  await expect(toast(cleoPage).getByText('Recusal Withdrawn')).toBeVisible();
  await expect(cleoVotes.getByRole('button', { name: 'Submit Vote' })).toBeVisible();
  await expect(cleoVotes.getByRole('radiogroup')).toBeVisible();
  await expect(cleoVotes.getByRole('button', { name: 'Recuse' })).toBeVisible();
  await expect(cleoVotes.getByText('Votes are hidden until you vote.')).toBeVisible();
  await expect(cleoCard.getByLabel('Add a comment')).toBeVisible();
  await expect(cleoCard.getByText(anaReason)).toHaveCount(0);
  await expect(applicationsNavLink(cleoPage, waitingForCleo)).toBeVisible();
  await cleoPage.context().close();
});

test("'Needs my vote' lists what waits for the reviewer, with its count", async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const dana = await createUser(admin, 'CTO', `Dana Decider ${unique()}`);
  const batch = unique();
  const waiting = `Waiting Walter ${batch}`;
  const voted = `Voted Vera ${batch}`;
  const early = `Early Eddie ${batch}`;
  const waitingId = await submitApplication(admin, applicationFor(waiting));
  await setApplicationStatus(admin, waitingId, 'VOTING');
  const votedId = await submitApplication(admin, applicationFor(voted));
  await setApplicationStatus(admin, votedId, 'UNDER_REVIEW');
  await submitApplication(admin, applicationFor(early));
  await admin.dispose();
  await voteAs(dana, votedId, 'ABSTAIN');
  const total = await needsMyVoteTotal(dana);

  await signIn(page, dana);
  await page.goto('/applications');
  const toggle = page.getByRole('button', { name: `Needs my vote (${total})` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(applicationsNavLink(page, total)).toBeVisible();
  const cards = page.locator('.application-cards > .ant-collapse-item');
  await page.getByRole('textbox', { name: 'Search applications' }).fill(batch);
  await expect(cards).toHaveCount(3);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(1);
  await expect(cards.filter({ hasText: waiting })).toHaveCount(1);

  // Voting on it takes it off the counts; it stays open on screen (its votes can be read) until the list is asked for again.
  await cards.getByRole('button', { name: new RegExp(waiting) }).click();
  await cards.getByText('Reject', { exact: true }).click();
  await cards.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(toast(page).getByText('Vote Recorded')).toBeVisible();
  await expect(page.getByRole('button', { name: `Needs my vote (${total - 1})` })).toBeVisible();
  await expect(applicationsNavLink(page, total - 1)).toBeVisible();
  await expect(cards.filter({ hasText: waiting }).getByRole('button', { name: 'Change Vote' })).toBeVisible();
  await page.getByRole('button', { name: `Needs my vote (${total - 1})` }).click();
  await page.getByRole('button', { name: `Needs my vote (${total - 1})` }).click();
  await expect(page.getByRole('button', { name: /^Needs my vote/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('No applications found')).toBeVisible();
});

test('an admin deciding short of the votes required first sees the tally and confirms', async ({ page }) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const [eve, finn, gus] = await Promise.all([
    createUser(admin, 'CTO'),
    createUser(admin, 'CEO'),
    createUser(admin, 'CTO'),
  ]);
  const applicant = `Quorum Quinn ${unique()}`;
  const id = await submitApplication(admin, applicationFor(applicant));
  await setApplicationStatus(admin, id, 'VOTING');
  await admin.dispose();
  await voteAs(eve, id, 'APPROVE', 'Yes.');
  await voteAs(finn, id, 'APPROVE');
  await voteAs(gus, id, 'ABSTAIN');
  await recuseAs(finn, id, 'Changed my mind: a conflict of interest.');

  await signIn(page, DEFAULT_ADMIN);
  const card = await openCard(page, applicant);
  await expect(applicationsNavLink(page, await needsMyVoteTotal(DEFAULT_ADMIN))).toBeVisible();
  // An admin sees every vote without voting; a recused reviewer's vote has left the tally.
  await expect(panel(card).getByText('(1 approve, 0 reject, 1 abstain)')).toBeVisible();
  await expect(voteOf(card, eve.name).getByText('Yes.')).toBeVisible();
  await expect(voteOf(card, finn.name)).toHaveCount(0);

  const dialog = await chooseStatus(page, card, 'ACCEPTED');
  await expect(dialog.getByText(`Set ${applicant} to ACCEPTED`)).toBeVisible();
  await expect(dialog.getByText('Only 2 of the 10 votes required are in')).toBeVisible();
  const tally = dialog.getByRole('list', { name: 'Votes so far' }).getByRole('listitem');
  await expect(tally).toHaveText(['Approve 1', 'Reject 0', 'Abstain 1', 'Total 2/10']);
  await expect(dialog.getByLabel('Decision reason')).toHaveCount(0);

  // Cancel changes nothing; going on asks for the reason and sets the status.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardStatus(card, applicant, 'VOTING')).toBeVisible();
  await chooseStatus(page, card, 'ACCEPTED');
  await expect(dialog.getByText('Only 2 of the 10 votes required are in')).toBeVisible();
  await dialog.getByRole('button', { name: 'Decide Anyway' }).click();
  await submitDecision(page, dialog, 'Two strong votes and an urgent seat.');
  await expect(cardStatus(card, applicant, 'ACCEPTED')).toBeVisible();
});

test('the vote panel, blind or open, with recusals and the recusal modal, passes axe in both themes', async ({
  page,
}) => {
  const admin = await apiAs(DEFAULT_ADMIN);
  const [hana, ivan, jo] = await Promise.all([
    createUser(admin, 'CTO'),
    createUser(admin, 'CEO'),
    createUser(admin, 'CTO'),
  ]);
  const batch = unique();
  const seen = await submitApplication(admin, applicationFor(`Open Olga ${batch}`));
  const blind = await submitApplication(admin, applicationFor(`Blind Boris ${batch}`));
  await setApplicationStatus(admin, seen, 'UNDER_REVIEW');
  await setApplicationStatus(admin, blind, 'VOTING');
  await admin.dispose();
  await voteAs(hana, seen, 'REJECT', 'Not yet.');
  await voteAs(hana, blind, 'APPROVE');
  await voteAs(ivan, seen, 'ABSTAIN', 'I have not met them.');
  await voteAs(jo, seen, 'APPROVE', 'Yes.');
  await recuseAs(hana, blind, 'A former colleague.');

  await signIn(page, jo);
  const found: Record<string, string[]> = {};
  for (const theme of ['light', 'dark'] as const) {
    const saved = await page.request.post('/api/profile/update-theme', { data: { theme } });
    expect(saved.ok()).toBe(true);
    await page.goto('/applications');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.getByRole('textbox', { name: 'Search applications' }).fill(batch);
    const cards = page.locator('.application-cards > .ant-collapse-item');
    await expect(cards).toHaveCount(2);
    for (const name of ['Open Olga', 'Blind Boris'])
      await cards.getByRole('button', { name: new RegExp(name) }).click();
    await expect(cards.getByRole('list', { name: 'Votes cast' }).getByRole('listitem')).toHaveCount(3);
    await expect(cards.getByText('Votes are hidden until you vote.')).toBeVisible();
    await expect(cards.getByRole('list', { name: /^Recused/ })).toBeVisible();
    found[theme] = await seriousViolations(page);
    await cards.filter({ hasText: 'Blind Boris' }).getByRole('button', { name: 'Recuse' }).click();
    await expect(page.getByRole('dialog').getByLabel('Reason for recusing (optional)')).toBeFocused();
    found[`${theme}, recusal modal`] = await seriousViolations(page);
  }
  expect(found).toEqual({ light: [], dark: [], 'light, recusal modal': [], 'dark, recusal modal': [] });
});
