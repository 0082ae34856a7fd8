import { expect, test, type Page } from '@playwright/test';
import { SECTIONS } from '../apps/web/src/app/route-table';
import { signIn, watchForPageProblems, openScreen } from './support/app';

watchForPageProblems();

const TOPICS = [
  'How triage works',
  'Keyboard shortcuts',
  'How the classifier learns',
  'How rules and templates apply',
  'Privacy: what leaves this machine, and when',
  'Configuration',
];

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const open = (page: Page) => openScreen(page, '/help', 'Help & Documentation', 1);

test('covers how triage works, shortcuts, learning, rules and templates, privacy and configuration', async ({ page }) => {
  await open(page);
  for (const topic of TOPICS) await expect(page.getByRole('region', { name: topic })).toBeVisible();
  const shortcuts = page.getByRole('region', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toContainText('Open the command palette');
  await expect(shortcuts).toContainText('Next email');
  await expect(shortcuts).toContainText('Move the rule whose handle has focus up or down');
  const privacy = page.getByRole('region', { name: /Privacy/ });
  await expect(privacy).toContainText('LLM_BASE_URL');
  await expect(privacy).toContainText('Local mode (this installation)');
  await expect(page.getByRole('region', { name: 'Configuration' }).getByRole('table')).toContainText('SYNC_INTERVAL_SECONDS');
  await expect(page.getByRole('region', { name: 'How the classifier learns' })).toContainText('No confident match');
});

test('jumps to a topic from the contents, and links to the screens it explains', async ({ page }) => {
  await open(page);
  await page.getByRole('navigation', { name: 'Help topics' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/#privacy$/);
  await expect(page.getByRole('region', { name: /Privacy/ })).toBeInViewport();
  await page.getByRole('region', { name: 'How rules and templates apply' }).getByRole('link', { name: 'Task Style' }).click();
  await expect(page).toHaveURL(/\/style$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Task Style' })).toBeVisible();
});

test("is reached from the user menu's Help & Support", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Help & Support' }).click();
  await expect(page).toHaveURL(/\/help$/);
});

test("no screen says 'Coming Soon'", async ({ page }) => {
  test.slow(); // a full page load of every screen in the route table
  for (const { path } of SECTIONS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).not.toBeEmpty();
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  }
});
