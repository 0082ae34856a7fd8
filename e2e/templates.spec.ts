import { expect, test, type Page } from '@playwright/test';
import { api, createService, createTemplate } from './support/api';
import { signIn, toast, unique, watchForPageProblems, openScreen } from './support/app';
import type { Template as ApiTemplate } from '@triage/contracts';

watchForPageProblems();

const card = (page: Page, name: string) =>
  page.getByTestId('template-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const findTemplate = async (page: Page, name: string) =>
  (await api<ApiTemplate[]>(page, 'GET', '/api/v1/templates')).find((t) => t.name === name);

let serviceName: string;

test.beforeEach(async ({ page }) => {
  await signIn(page);
  serviceName = unique('Onboarding Service');
  await createService(page, { name: serviceName });
});

const open = (page: Page) => openScreen(page, '/templates', 'Templates');

test("shows heading, subtitle, 'Loading templates...' and the empty state", async ({ page }) => {
  await open(page);
  await expect(page.getByText('Manage checklist templates that are automatically applied to tasks from emails')).toBeVisible();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/templates', async (route) => {
    await held;
    // The database is shared with other specs: serve an empty list for the empty state.
    await route.fulfill({ json: [] });
  });
  await page.reload();
  await expect(page.getByText('Loading templates...')).toBeVisible();
  release();
  await expect(page.getByText('No templates yet')).toBeVisible();
  await expect(page.getByText('Create your first checklist template to get started.')).toBeVisible();
});

test('validates, then creates a template with services and items', async ({ page }) => {
  await open(page);
  const name = unique('New tenant');
  await page.getByRole('button', { name: 'Add Template' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Checklist Template' });
  await dialog.getByRole('button', { name: 'Create Template' }).click();
  await expect(dialog.getByText('Template name is required')).toBeVisible();
  await expect(dialog.getByText('Please select at least one service')).toBeVisible();
  await dialog.getByLabel('Template Name').fill(name);
  await expect(dialog.getByText('Template name is required')).toHaveCount(0);
  await expect(dialog.getByText('Please select at least one service')).toHaveCount(0);

  await dialog.getByLabel('Description').fill('Steps for a new tenant');
  await dialog.getByRole('button', { name: 'Services' }).click();
  await page.getByRole('checkbox', { name: serviceName }).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('button', { name: 'Services' })).toContainText(serviceName);

  const items = ['Collect documents', 'Credit check', '  ', 'Sign lease', 'Keys', 'Welcome email', 'Portal access'];
  for (const [i, item] of items.entries()) {
    if (i > 0) await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByLabel(`Item ${i + 1}`, { exact: true }).fill(item);
  }
  await dialog.getByRole('button', { name: 'Remove item 7' }).click();
  await dialog.getByRole('button', { name: 'Create Template' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  await expect(dialog).toBeHidden();

  const tpl = card(page, name);
  await expect(tpl).toContainText(serviceName);
  await expect(tpl.getByRole('listitem').filter({ hasText: /Collect documents|Credit check|Sign lease|Keys|Welcome email/ })).toHaveCount(
    4,
  );
  await expect(tpl).toContainText('+1 more items...');
  expect(await findTemplate(page, name)).toMatchObject({
    description: 'Steps for a new tenant',
    services: [serviceName],
    items: ['Collect documents', 'Credit check', 'Sign lease', 'Keys', 'Welcome email'],
  });
});

test('refuses a duplicate template name', async ({ page }) => {
  const name = unique('Duplicate');
  await createTemplate(page, { name, services: [serviceName], items: ['One'] });
  await page.goto('/templates');
  await page.getByRole('button', { name: 'Add Template' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Checklist Template' });
  await dialog.getByLabel('Template Name').fill(name);
  await dialog.getByRole('button', { name: 'Services' }).click();
  await page.getByRole('checkbox', { name: serviceName }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Create Template' }).click();
  const duplicate = 'A template with this name already exists. Please choose a different name.';
  await expect(dialog.getByText(duplicate)).toBeVisible();
  await expect(toast(page, duplicate)).toBeVisible();
});

test('edits a template', async ({ page }) => {
  const name = unique('Editable');
  await createTemplate(page, { name, services: [serviceName], items: ['One', 'Two'] });
  await page.goto('/templates');
  await card(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Template' });
  await expect(dialog.getByLabel('Template Name')).toHaveValue(name);
  await expect(dialog.getByLabel('Item 2', { exact: true })).toHaveValue('Two');
  await dialog.getByLabel('Template Name').fill(`${name} v2`);
  await dialog.getByLabel('Item 2', { exact: true }).fill('Two, revised');
  await dialog.getByRole('button', { name: 'Services' }).click();
  await page.getByRole('checkbox', { name: serviceName }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Please select at least one service')).toBeVisible();
  await dialog.getByRole('button', { name: 'Services' }).click();
  await page.getByRole('checkbox', { name: serviceName }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  await expect(card(page, `${name} v2`)).toContainText('Two, revised');
  expect((await findTemplate(page, `${name} v2`))?.items).toEqual(['One', 'Two, revised']);
});

test('archives a template after confirmation', async ({ page }) => {
  const name = unique('Retired');
  await createTemplate(page, { name, services: [serviceName] });
  await page.goto('/templates');
  await card(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Archive Template' });
  await expect(confirm).toContainText(`Are you sure you want to archive "${name}"?`);
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  expect(await findTemplate(page, name)).toBeUndefined();
});

test('pages 8 per page by default with 4, 8, 12 and 16', async ({ page }) => {
  const tag = unique('Paged tpl');
  for (let i = 0; i < 9; i++) await createTemplate(page, { name: `${tag} ${i}`, services: [serviceName], items: ['Step'] });
  const total = (await api<ApiTemplate[]>(page, 'GET', '/api/v1/templates')).length;
  await page.goto('/templates');
  await expect(page.getByTestId('template-card')).toHaveCount(8);
  await expect(page.getByText(`Showing 1 to 8 of ${total} items`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Items per page:' }).click();
  await expect(page.getByRole('option')).toHaveText(['4', '8', '12', '16']);
  await page.getByRole('option', { name: '4' }).click();
  await expect(page.getByTestId('template-card')).toHaveCount(4);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(`Showing 5 to 8 of ${total} items`)).toBeVisible();
});
