import { expect, test, type Page } from '@playwright/test';
import { api } from './support/api';
import { choose, signIn, toast, watchForPageProblems } from './support/app';
import type { TaskStyle } from '@triage/contracts';

const DEFAULTS: TaskStyle = {
  titleTemplate: '{{subject}} - {{sender}}',
  descriptionTemplate: 'From: {{sender}}\nDate: {{date}}\n\n{{body}}',
  includeMetadata: true,
  includeOutlookLink: false,
  includeNextSteps: true,
  urgencyMap: { low: 'P4', normal: 'P3', high: 'P2', critical: 'P1' },
  dueParser: 'prefer_explicit',
};

watchForPageProblems();

const preview = (page: Page) => page.getByTestId('style-preview');
const titleField = (page: Page) => page.getByLabel('Title template', { exact: true });
const descriptionField = (page: Page) => page.getByLabel('Description template', { exact: true });
const put = (page: Page, style: TaskStyle) => api(page, 'PUT' as never, '/api/v1/style', style);

// The style is one per user and the e2e database is shared: every test starts from the defaults.
test.beforeEach(async ({ page }) => {
  await signIn(page);
  await put(page, DEFAULTS);
  await page.goto('/style');
  await expect(page.getByRole('heading', { level: 2, name: 'Task Style' })).toBeVisible();
});
test.afterEach(async ({ page }) => {
  await put(page, DEFAULTS);
});

test('shows the templates, the three switches, the urgency map and the due parser', async ({ page }) => {
  await expect(titleField(page)).toHaveValue(DEFAULTS.titleTemplate);
  await expect(descriptionField(page)).toHaveValue(DEFAULTS.descriptionTemplate);
  await expect(page.getByRole('switch', { name: 'Include metadata' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Include Outlook link' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Include next steps' })).toHaveAttribute('aria-checked', 'true');
  for (const [level, label] of [
    ['Low', 'P4 Low'],
    ['Normal', 'P3 Medium'],
    ['High', 'P2 High'],
    ['Critical', 'P1 Urgent'],
  ]) {
    await expect(page.getByRole('combobox', { name: `${level} urgency` })).toHaveText(label!);
  }
  await expect(page.getByRole('combobox', { name: 'Due date parser' })).toHaveText(/Prefer explicit dates/);
  for (const variable of ['sender', 'subject', 'first_sentence', 'project', 'date', 'body']) {
    await expect(page.getByRole('group', { name: /title template/ }).getByRole('button', { name: `{{${variable}}}` })).toBeVisible();
  }
  await expect(page.getByTestId('preview-title')).toHaveText('Send Ann the signed lease for unit 4B (Lease renewal for unit 4B - Ann Lee)');
  await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
});

test('previews every change live, with the sample data', async ({ page }) => {
  await titleField(page).fill('[{{project}}] ');
  await page
    .getByRole('group', { name: /title template/ })
    .getByRole('button', { name: '{{first_sentence}}' })
    .click();
  await expect(titleField(page)).toHaveValue('[{{project}}] {{first_sentence}}');
  await expect(page.getByTestId('preview-title')).toHaveText('[Harbour Tower] Send Ann the signed lease for unit 4B');

  const description = page.getByTestId('preview-description');
  await expect(description).toContainText('Next steps:');
  await page.getByRole('switch', { name: 'Include next steps' }).click();
  await expect(description).not.toContainText('Next steps:');
  await expect(description).toContainText('Request: "Can you send me the signed lease');
  await page.getByRole('switch', { name: 'Include metadata' }).click();
  await expect(description).not.toContainText('Request:');
  await page.getByRole('switch', { name: 'Include Outlook link' }).click();
  await expect(preview(page)).toContainText('Open in Outlook');

  await expect(preview(page)).toContainText('P2 High');
  await choose(page, 'High urgency', 'P1 Urgent');
  await expect(preview(page)).toContainText('P1 Critical');
  await expect(preview(page)).toContainText('"high" → P1 Urgent');

  await expect(preview(page)).toContainText('an email naming no day: 2026-03-10');
  await choose(page, 'Due date parser', 'Explicit dates, else next business day');
  await expect(preview(page)).toContainText('an email naming no day: 2026-03-04');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
});

test('refuses unknown variables and an empty title before saving', async ({ page }) => {
  await descriptionField(page).fill('{{sendr}} wrote');
  await expect(page.getByText('Unknown variable {{sendr}}. Use sender, subject, first_sentence, project, date, body.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Validation Error')).toBeVisible();
  await titleField(page).fill('');
  await expect(page.getByText('Title template is required')).toBeVisible();
  expect((await api<TaskStyle>(page, 'GET', '/api/v1/style')).descriptionTemplate).toBe(DEFAULTS.descriptionTemplate);
});

test("'Reset' goes back to the last saved version", async ({ page }) => {
  await titleField(page).fill('Changed {{subject}}');
  await page.getByRole('switch', { name: 'Include metadata' }).click();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(toast(page, 'Reset')).toContainText('Changes reverted to last saved version');
  await expect(titleField(page)).toHaveValue(DEFAULTS.titleTemplate);
  await expect(page.getByRole('switch', { name: 'Include metadata' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
});

test("'Save Changes' stores the style on the server", async ({ page }) => {
  await titleField(page).fill('{{first_sentence}} ({{sender}})');
  await page.getByRole('switch', { name: 'Include Outlook link' }).click();
  await choose(page, 'Low urgency', 'P3 Medium');
  await choose(page, 'Due date parser', 'Explicit dates, else next business day');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Task style configuration saved successfully')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  expect(await api<TaskStyle>(page, 'GET', '/api/v1/style')).toEqual({
    ...DEFAULTS,
    titleTemplate: '{{first_sentence}} ({{sender}})',
    includeOutlookLink: true,
    urgencyMap: { ...DEFAULTS.urgencyMap, low: 'P3' },
    dueParser: 'fallback_next_business_day',
  });
  await page.reload();
  await expect(titleField(page)).toHaveValue('{{first_sentence}} ({{sender}})');
  await expect(page.getByRole('switch', { name: 'Include Outlook link' })).toHaveAttribute('aria-checked', 'true');
  // Reset now returns to this saved version, not the defaults.
  await titleField(page).fill('x');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(titleField(page)).toHaveValue('{{first_sentence}} ({{sender}})');
});

test('says so when the style cannot be loaded or saved', async ({ page }) => {
  await page.route('**/api/v1/style', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Disk full' } } })
      : route.continue(),
  );
  await titleField(page).fill('{{subject}}');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Failed to save task style configuration')).toContainText('Disk full');

  await page.route('**/api/v1/style', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Down' } } }));
  await page.reload();
  await expect(page.getByText('Failed to load task style configuration')).toBeVisible();
});
