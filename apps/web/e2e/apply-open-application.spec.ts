import { expect, test } from '@playwright/test';
import { apiAs, submitApplication } from './support/api';
import { fillBasicInformation, fillYourJourney } from './support/apply';
import { seriousViolations } from './support/axe';
import { applicationFor, DEFAULT_ADMIN, unique } from './support/data';
import { publicToast } from './support/public';

const ALREADY_OPEN = 'An application for this email is already open';

test("a second application for an open email shows the server's reason on the form and the way to the status page", async ({
  page,
}) => {
  const id = unique();
  const applicant = { name: `Otto Twice ${id}`, email: `otto-${id}@example.com`, company: 'Twice Ltd' };
  const admin = await apiAs(DEFAULT_ADMIN);
  await submitApplication(admin, applicationFor(applicant.name, { applicantEmail: applicant.email }));
  await admin.dispose();

  await page.goto('/apply');
  await fillBasicInformation(page, applicant);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillYourJourney(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  // SPEC.md section 8's toast, and the reason (which trying again cannot fix) on the form itself.
  await expect(publicToast(page).getByText('Submission Failed')).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: ALREADY_OPEN });
  await expect(alert).toBeVisible();
  const statusLink = alert.getByRole('link', { name: 'Check Application Status' });
  await expect(statusLink).toHaveAttribute('href', '/application-status');
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await statusLink.click();
  await expect(page).toHaveURL(/\/application-status$/);
  await expect(page.getByRole('heading', { name: 'Application Status', level: 1 })).toBeVisible();
});
