import { expect, type Page } from '@playwright/test';
import { CHALLENGES, WHY_JOIN } from './data';

export type Applicant = { name: string; email: string; company: string };

/** Step 1 of the /apply wizard: name, email, role (CTO) and company. */
export async function fillBasicInformation(page: Page, applicant: Applicant): Promise<void> {
  await page.getByLabel('Full Name').fill(applicant.name);
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('Current Role').fill('CTO');
  await page.getByLabel('Current Company').fill(applicant.company);
}

/** Step 2: why join and the challenges, long enough to pass. */
export async function fillYourJourney(page: Page): Promise<void> {
  await page.getByLabel('Why do you want to join the War Room?').fill(WHY_JOIN);
  await page.getByLabel('What challenges are you facing right now?').fill(CHALLENGES);
}

/** Applies through the three steps of /apply, as an applicant would; answers the id the confirmation shows. */
export async function applyThroughWizard(page: Page, applicant: Applicant): Promise<string> {
  await page.goto('/apply');
  await fillBasicInformation(page, applicant);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await fillYourJourney(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible();
  return (await page.locator('.application-id').first().innerText()).trim();
}
