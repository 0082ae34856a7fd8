import { test, expect, type Page } from '@playwright/test';
import { SIDEBAR_SECTIONS } from '../apps/web/src/app/route-table';

// The fresh e2e server runs in local mode on loopback: one click signs in as the local user.
const LOCAL_USER = { name: 'Local User', email: 'local@localhost', initial: 'L' };

// Every sidebar link, the Training Center last: the tests start there.
const SIDEBAR = [...SIDEBAR_SECTIONS.slice(1), SIDEBAR_SECTIONS[0]!];

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const title = (page: Page) => page.getByRole('heading', { level: 1 });

// Every page must run under the server's strict CSP without a violation or an uncaught error.
let problems: string[] = [];

test.beforeEach(({ page }) => {
  problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
});

test.afterEach(() => {
  expect(problems).toEqual([]);
});

async function signIn(page: Page, path = '/') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

test.describe('signed out', () => {
  test('shows the guard screen on every protected route', async ({ page }) => {
    for (const path of ['/', '/projects', '/settings']) {
      await page.goto(path);
      await expect(page.getByText('Authentication Required')).toBeVisible();
      await expect(page.getByText('You need to be signed in to access this application.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByText('Signing in as the local user on this machine.')).toBeVisible();
      await expect(page.getByLabel('Password')).toHaveCount(0);
      await expect(sidebar(page)).toHaveCount(0);
    }
  });

  test('signs in with one click and stays on the requested section', async ({ page }) => {
    await signIn(page, '/tasks');
    await expect(title(page)).toHaveText('Tasks');
    await expect(page).toHaveURL('/tasks');
    await page.reload();
    await expect(title(page)).toHaveText('Tasks');
  });

  test("shows the 404 page with 'Return to Home'", async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Authentication Required')).toBeVisible();
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('defaults to the Training Center title', async ({ page }) => {
    await expect(title(page)).toHaveText('Training Center');
    await expect(page).toHaveTitle(/Training Center/);
  });

  test('lists the sections in order', async ({ page }) => {
    const labels = await sidebar(page).getByRole('navigation').getByRole('link').allTextContents();
    expect(labels).toEqual(SIDEBAR_SECTIONS.map((s) => s.label));
  });

  test('each sidebar link opens its section with its title', async ({ page }) => {
    for (const { label, title: expected, path } of SIDEBAR) {
      const link = sidebar(page).getByRole('link', { name: label, exact: true });
      await link.click();
      await expect(page).toHaveURL(path);
      await expect(title(page)).toHaveText(expected);
      await expect(link).toHaveAttribute('aria-current', 'page');
    }
  });

  test('section titles survive a reload on a deep link', async ({ page }) => {
    await page.goto('/preview');
    await expect(title(page)).toHaveText('Preview & Test');
  });

  test('folds and unfolds the Configure group', async ({ page }) => {
    const configure = sidebar(page).getByRole('button', { name: 'Configure' });
    await expect(configure).toHaveAttribute('aria-expanded', 'true');
    await configure.click();
    await expect(configure).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page).getByRole('link', { name: 'Rules' })).toBeHidden();
    await configure.click();
    await expect(sidebar(page).getByRole('link', { name: 'Rules' })).toBeVisible();
  });

  test('collapses the sidebar to icons with tooltips and remembers it', async ({ page }) => {
    const wide = (await sidebar(page).boundingBox())?.width ?? 0;
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width ?? 0).toBeLessThan(wide / 2);
    await expect(sidebar(page).getByText('Replies')).not.toBeInViewport();

    await sidebar(page).getByRole('link', { name: 'Replies' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Replies' })).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Replies' }).click();
    await expect(title(page)).toHaveText('Replies');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    await expect(sidebar(page).getByText('Replies')).toBeVisible();
  });

  test('shows the user menu', async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'User menu' });
    await expect(trigger).toHaveText(LOCAL_USER.initial);
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(LOCAL_USER.name)).toBeVisible();
    await expect(menu.getByText(LOCAL_USER.email)).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['Settings', 'Archives', 'Help & Support', 'Log out']);
  });

  test('user menu items open Settings, Archives and Help', async ({ page }) => {
    const open = async (item: string) => {
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };
    await open('Settings');
    await expect(page).toHaveURL('/settings');
    await expect(title(page)).toHaveText('Settings');
    await open('Archives');
    await expect(page).toHaveURL('/archives');
    await expect(title(page)).toHaveText('Archives');
    await open('Help & Support');
    await expect(page).toHaveURL('/help');
    await expect(title(page)).toHaveText('Help & Documentation');
  });

  test("404 page 'Return to Home' goes back to the app", async ({ page }) => {
    await page.goto('/definitely-not-a-page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(title(page)).toHaveText('Training Center');
  });

  test('log out returns to the guard screen and ends the session', async ({ page }) => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Authentication Required')).toBeVisible();
  });
});
