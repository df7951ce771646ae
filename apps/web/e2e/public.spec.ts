import { expect, test } from '@playwright/test';
import { fillBasicInformation, fillYourJourney } from './support/apply';
import { unique } from './support/data';
import { saveScreenshot } from './support/screenshots';

test('an applicant applies in three steps and looks up the status with the id shown', async ({ page }) => {
  const id = unique();
  await page.goto('/');
  await page.getByRole('link', { name: 'Apply Now' }).first().click();
  await expect(page).toHaveURL(/\/apply$/);

  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByText('0% complete')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await fillBasicInformation(page, {
    name: `Ada Applicant ${id}`,
    email: `ada-${id}@example.com`,
    company: 'Analytical Engines',
  });
  await saveScreenshot(page, 'apply');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByText('33% complete')).toBeVisible();
  await fillYourJourney(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByText('67% complete')).toBeVisible();
  await page.getByLabel('Tech Stack').fill('TypeScript, PostgreSQL, Kubernetes');
  await page.getByRole('button', { name: 'Architecture' }).click();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByText('Application Submitted!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible();
  const applicationId = (await page.locator('.application-id').first().innerText()).trim();
  expect(applicationId).toMatch(/^[A-Za-z0-9_-]{22,}$/);

  await page.getByRole('link', { name: 'Check Application Status' }).click();
  await expect(page).toHaveURL(new RegExp(`/application-status\\?id=${applicationId}$`));
  await expect(page.getByRole('heading', { name: 'Your Application' })).toBeVisible();
  await expect(page.locator('.lp-status-card__head').getByText('Submitted', { exact: true })).toBeVisible();
  await expect(page.locator('.application-id')).toHaveText(applicationId);

  // A fresh lookup by typing the id, as an applicant coming back later would.
  await page.goto('/application-status');
  await expect(page.getByRole('button', { name: 'Check Status' })).toBeDisabled();
  await page.getByLabel('Application ID').fill(applicationId);
  await page.getByRole('button', { name: 'Check Status' }).click();
  await expect(page).toHaveURL(new RegExp(`id=${applicationId}`));
  await expect(page.getByRole('heading', { name: 'Your Application' })).toBeVisible();
  await expect(page.getByText('Review Started')).toHaveCount(0);
  await saveScreenshot(page, 'status');
});

test('a reload mid-wizard keeps the fields and the step; a reload of the confirmation keeps the id', async ({
  page,
}) => {
  const id = unique();
  const applicant = { name: `Rhea Reload ${id}`, email: `rhea-${id}@example.com`, company: 'Refresh Labs' };
  await page.goto('/apply');
  await fillBasicInformation(page, applicant);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  const why = `Half a thought, to be finished after the reload ${id}`;
  await page.getByLabel('Why do you want to join the War Room?').fill(why);

  await page.reload();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByLabel('Why do you want to join the War Room?')).toHaveValue(why);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue(applicant.name);
  await expect(page.getByLabel('Email')).toHaveValue(applicant.email);
  await expect(page.getByLabel('Current Company')).toHaveValue(applicant.company);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillYourJourney(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible();
  const applicationId = (await page.locator('.application-id').first().innerText()).trim();
  await expect(page).toHaveURL(new RegExp(`/apply\\?submitted=${applicationId}$`));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible();
  await expect(page.locator('.application-id')).toHaveText(applicationId);

  // Submitted, the draft is gone: a new application starts empty, on step 1.
  await page.goto('/apply');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  // An id that is not one shows the form, not a confirmation of nothing.
  await page.goto('/apply?submitted=%3Cnot-an-id%3E');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
});

test('the landing page says how acceptance works and answers the questions applicants ask', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'How it works' }).click();
  const section = page.getByRole('region', { name: 'From application to the room' });
  await expect(section).toBeInViewport();
  const steps = section.getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const [index, name] of ['Apply', 'Review', 'Decision', 'Join'].entries()) {
    await expect(steps.nth(index).getByRole('heading', { name })).toBeVisible();
  }
  const question = section.getByText('What does membership cost?');
  const answer = section.getByText('$97 a month, cancel anytime. There is nothing to pay to apply.');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto(`/no-such-page-${unique()}`);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
