import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs } from './support/api';
import { chooseOption } from './support/antd';
import { DEFAULT_ADMIN, unique } from './support/data';
import { createObjective } from './support/portal-records';
import { signIn } from './support/session';

function auditCard(page: Page): Locator {
  return page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Audit Log' }) });
}

/** Entries arrive through NATS and the audit service: Refresh until this row is there. */
async function rowOf(audit: Locator, text: string): Promise<Locator> {
  const row = audit.getByRole('row').filter({ hasText: text });
  await expect(async () => {
    await audit.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return row;
}

/** An objective made and renamed through the API, so the log holds both entries. */
async function renamedObjective(): Promise<{ id: string; before: string; after: string }> {
  const api = await apiAs(DEFAULT_ADMIN);
  const before = `Revenue ${unique()}`;
  const after = `ARR ${unique()}`;
  const objective = await createObjective(api, { title: before, keyResults: [] });
  const response = await api.patch(`/api/okr/objectives/${objective.id}`, { data: { title: after } });
  expect(response.status(), await response.text()).toBe(200);
  await api.dispose();
  return { id: objective.id, before, after };
}

test('at 1440×900 the audit log reads as sentences with links and changes, one line a short entry, the raw entry a click away', async ({
  page,
}) => {
  const objective = await renamedObjective();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEFAULT_ADMIN);
  await page.goto('/admin');
  const audit = auditCard(page);

  const renamed = await rowOf(audit, `Admin changed the title of the objective ${objective.after}`);
  await expect(renamed.getByRole('link', { name: objective.after })).toHaveAttribute('href', `/okr/${objective.id}`);
  await expect(renamed.getByRole('listitem')).toHaveText(`title: ${objective.before} → ${objective.after}`);
  await expect(renamed).not.toContainText('{');
  // The created entry names the objective as it is called now.
  const created = await rowOf(audit, `Admin created the objective ${objective.after}`);

  // Time on one line, the exact time on hover.
  const time = renamed.locator('time');
  await expect(time).toHaveAttribute('title', /\d{4}, \d{1,2}:\d{2}\s?[AP]M$/);

  // Every short entry (one change at most) is one line high: the row is under two lines of text.
  for (const row of [renamed, created]) {
    const measured = await row.evaluate((tr) => {
      /** The lines a text runs over: the distinct tops of its boxes. */
      const linesOf = (element: Element | null) => {
        if (!element) return 0;
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      };
      const cell = (tr as HTMLTableRowElement).cells[1];
      const style = getComputedStyle(cell);
      return {
        row: tr.getBoundingClientRect().height,
        line: parseFloat(style.lineHeight),
        padding: parseFloat(style.paddingTop) + parseFloat(style.paddingBottom),
        sentenceLines: linesOf(cell.querySelector('.audit-entry__sentence')),
        timeLines: linesOf(tr.querySelector('time')),
      };
    });
    expect(measured.sentenceLines).toBe(1);
    expect(measured.timeLines).toBe(1);
    expect(measured.row).toBeLessThan(2 * measured.line + measured.padding);
  }
  const shortRows = await audit.locator('tbody tr').evaluateAll((rows) =>
    rows
      .filter(
        (tr) =>
          tr.querySelectorAll('li').length <= 1 &&
          (tr.querySelector('.audit-entry__sentence')?.textContent ?? '').length <= 70,
      )
      .map((tr) => {
        const cell = (tr as HTMLTableRowElement).cells[1];
        const style = getComputedStyle(cell);
        const limit = 2 * parseFloat(style.lineHeight) + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
        return { text: tr.textContent, tall: tr.getBoundingClientRect().height >= limit };
      }),
  );
  expect(shortRows.length).toBeGreaterThan(1);
  expect(shortRows.filter((row) => row.tall)).toEqual([]);

  // The raw entry, as the server sent it, one click away.
  await renamed.getByRole('button', { name: 'Raw entry' }).click();
  const raw = page.getByRole('dialog', { name: 'Raw entry' });
  await expect(raw).toContainText('"action": "objective.updated"');
  await expect(raw).toContainText(`"entity": "Objective:${objective.id}"`);
  await raw.getByRole('button', { name: 'Close' }).click();
  await expect(raw).toBeHidden();

  // The link opens the objective.
  await renamed.getByRole('link', { name: objective.after }).click();
  await expect(page).toHaveURL(new RegExp(`/okr/${objective.id}$`));
});

test('the audit log filters are pickers on the API’s own parameters', async ({ page }) => {
  const objective = await renamedObjective();
  await signIn(page, DEFAULT_ADMIN);
  const asked: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/admin/audit-logs') asked.push(url.searchParams);
  });
  await page.goto('/admin');
  const audit = auditCard(page);
  await rowOf(audit, `Admin changed the title of the objective ${objective.after}`);

  await chooseOption(page, audit.getByLabel('About'), 'Objective');
  // The long lists are searched as they are typed in.
  await audit.getByLabel('Action').fill('objective upd');
  await chooseOption(page, audit.getByLabel('Action'), 'Objective updated');
  await audit.getByLabel('By').fill(DEFAULT_ADMIN.email);
  await chooseOption(page, audit.getByLabel('By'), `Admin (${DEFAULT_ADMIN.email})`);
  await expect.poll(() => asked.at(-1)?.toString()).toContain('action=objective.updated');
  const last = asked.at(-1);
  expect(last?.get('entity')).toBe('Objective');
  expect(last?.get('actor')).toBe(DEFAULT_ADMIN.email);
  const rows = audit.locator('tbody tr');
  await expect(rows.filter({ hasText: objective.after })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'created the objective' })).toHaveCount(0);

  // A range long past: nothing in it; the end of the range is the page's cursor. The picker
  // loads when asked for.
  await audit.getByLabel('When').click();
  await audit.getByPlaceholder('From').fill('Jan 1, 2020');
  await audit.getByPlaceholder('From').press('Enter');
  await audit.getByPlaceholder('To').fill('Jan 2, 2020');
  await audit.getByPlaceholder('To').press('Enter');
  await expect(audit.getByText('No audit logs yet')).toBeVisible();
  expect(asked.at(-1)?.get('before')).toMatch(/^2020-01-0[23]T[\d:.]+Z_ffffffff-ffff-ffff-ffff-ffffffffffff$/);

  await audit.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows.filter({ hasText: 'created the objective' }).first()).toBeVisible();
  await expect(audit.getByPlaceholder('From')).toHaveValue('');
});

test('a failed read says what failed in words, keeps the raw detail behind a disclosure, and Try again reads again', async ({
  page,
}) => {
  await signIn(page, DEFAULT_ADMIN);
  let failing = true;
  await page.route('**/api/admin/audit-logs**', async (route) => {
    if (!failing) return route.continue();
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, message: 'Internal error' }),
    });
  });
  await page.goto('/admin');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the audit log' });
  await expect(alert).toBeVisible();
  await expect(alert.getByText('Something went wrong on the server.', { exact: false })).toBeVisible();
  const raw = alert.getByText('500: {"statusCode":500,"message":"Internal error"}');
  await expect(raw).toBeHidden();
  await alert.getByText('Technical details').click();
  await expect(raw).toBeVisible();

  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Audit log entries' })).toBeVisible();
});
