import { expect, test, type Page } from '@playwright/test';
import { api } from './support/api';
import { choose, signIn, toast, unique, watchForPageProblems, openScreen } from './support/app';
import type { Context as ApiContext } from '@triage/contracts';

watchForPageProblems();

const card = (page: Page, name: string) =>
  page.getByTestId('context-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const contexts = (page: Page) => api<ApiContext[]>(page, 'GET', '/api/v1/contexts');
const createContext = (page: Page, body: Record<string, unknown>) => api<ApiContext>(page, 'POST', '/api/v1/contexts', body);

/** HH:MM in a zone right now, as the card's clock shows it. */
const wallClock = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const open = (page: Page) => openScreen(page, '/contexts', 'Contexts');

test('adds a context with colour, time zone, working hours and days', async ({ page }) => {
  await open(page);
  const name = unique('Tokyo branch');
  await page.getByRole('button', { name: 'Add Context' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Context' });
  await expect(dialog.getByRole('combobox', { name: 'Time Zone' })).toHaveText('New York');
  await expect(dialog.getByLabel('Start')).toHaveValue('09:00');
  await expect(dialog.getByLabel('End')).toHaveValue('17:00');
  await expect(dialog.getByRole('button', { name: 'Monday' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: 'Sunday' })).toHaveAttribute('aria-pressed', 'false');

  await dialog.getByRole('button', { name: 'Add Context' }).click();
  await expect(dialog.getByText('Context name is required')).toBeVisible();

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('radio', { name: 'Rose' }).click();
  await dialog.getByRole('combobox', { name: 'Time Zone' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'New York',
    'Los Angeles',
    'Chicago',
    'London',
    'Paris',
    'Tokyo',
    'Shanghai',
    'Sydney',
  ]);
  await page.getByRole('option', { name: 'Tokyo' }).click();
  await dialog.getByLabel('Start').fill('08:30');
  await dialog.getByLabel('End').fill('18:00');
  await dialog.getByRole('button', { name: 'Saturday' }).click();
  await dialog.getByRole('button', { name: 'Add Context' }).click();
  await expect(toast(page, 'Context created successfully')).toBeVisible();

  const shown = card(page, name);
  await expect(shown).toContainText('Tokyo (Asia/Tokyo)');
  await expect(shown).toContainText('Mon–Sat, 08:30–18:00');
  expect((await contexts(page)).find((c) => c.name === name)).toMatchObject({
    color: '#f43f5e',
    timezone: 'Asia/Tokyo',
    workingHours: { start: '08:30', end: '18:00', days: [1, 2, 3, 4, 5, 6] },
  });
});

test('shows the current time in each zone, ticking live', async ({ page }) => {
  const name = unique('Sydney desk');
  await createContext(page, { name, timezone: 'Australia/Sydney' });
  await page.goto('/contexts');
  const clock = card(page, name).getByTestId('context-clock');
  await expect(clock).toHaveText(/^\d\d:\d\d:\d\d$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first!, { timeout: 3000 });
  const shown = (await clock.textContent())!.slice(0, 5);
  const before = wallClock('Australia/Sydney', new Date(Date.now() - 60_000));
  expect([before, wallClock('Australia/Sydney')]).toContain(shown);
});

test("says 'No restrictions' without working hours", async ({ page }) => {
  await open(page);
  const name = unique('Anytime');
  await page.getByRole('button', { name: 'Add Context' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Context' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('switch', { name: 'Restrict to working hours' }).click();
  await expect(dialog.getByLabel('Start')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Context' }).click();
  await expect(card(page, name)).toContainText('No restrictions');
  expect((await contexts(page)).find((c) => c.name === name)?.workingHours).toBeNull();
});

test('edits a context', async ({ page }) => {
  const name = unique('Old office');
  await createContext(page, { name, timezone: 'Europe/London' });
  await page.goto('/contexts');
  await card(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Context' });
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await expect(dialog.getByRole('combobox', { name: 'Time Zone' })).toHaveText('London');
  const renamed = unique('New office');
  await dialog.getByLabel('Name').fill(renamed);
  await choose(page, 'Time Zone', 'Paris', dialog);
  await dialog.getByRole('button', { name: 'Friday' }).click();
  await dialog.getByRole('button', { name: 'Update Context' }).click();
  await expect(toast(page, 'Context updated successfully')).toBeVisible();
  await expect(card(page, renamed)).toContainText('Paris (Europe/Paris)');
  await expect(card(page, renamed)).toContainText('Mon–Thu, 09:00–17:00');
  await expect(card(page, name)).toHaveCount(0);
});

test('deletes a context after confirmation', async ({ page }) => {
  const name = unique('Temporary');
  await createContext(page, { name });
  await page.goto('/contexts');
  await card(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Context' });
  await expect(confirm).toContainText(`Are you sure you want to delete "${name}"?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Context deleted successfully')).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  expect((await contexts(page)).some((c) => c.name === name)).toBe(false);
});

test('validates working hours', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Add Context' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Context' });
  await dialog.getByLabel('Name').fill(unique('Night shift'));
  await dialog.getByLabel('Start').fill('18:00');
  await dialog.getByLabel('End').fill('09:00');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await dialog.getByRole('button', { name: day }).click();
  await dialog.getByRole('button', { name: 'Add Context' }).click();
  await expect(dialog.getByText('The start must be before the end')).toBeVisible();
  await expect(dialog.getByText('Choose at least one day')).toBeVisible();
});

test('shows the empty state and load failures', async ({ page }) => {
  await page.route('**/api/v1/contexts', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.continue()));
  await page.goto('/contexts');
  await expect(page.getByText('No contexts yet')).toBeVisible();
  await page.route('**/api/v1/contexts', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Down' } } }));
  await page.reload();
  await expect(page.getByText('Failed to load contexts')).toBeVisible();
});
