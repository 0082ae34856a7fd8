import { expect, test, type Page } from '@playwright/test';
import { appOrigin } from './worker-server';

/** A name no other test (or earlier run against the same database) uses. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Signs in through the local sign-in endpoint (the server does what the guard's 'Sign in' button
 * has it do), then opens `path` signed in, if given. The button itself is tested where sign-in is
 * the subject (shell.spec.ts, keyboard-triage.spec.ts, signed-out.spec.ts); every other test is
 * spared loading the guard screen first, and can create its data before the first page load.
 */
export async function signIn(page: Page, path?: string) {
  const response = await page.request.post('/auth/local/sign-in', { data: {}, headers: { Origin: appOrigin } });
  expect(response.ok(), `sign-in: ${response.status()} ${await response.text()}`).toBe(true);
  if (path === undefined) return;
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** Opens a screen once the test's data is in place, and waits for its heading. */
export async function openScreen(page: Page, path: string, heading: string, level = 2) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level, name: heading })).toBeVisible();
}

/** Fails the test on any uncaught page error or CSP violation (same guard as the shell spec). */
export function watchForPageProblems() {
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
}

/** The toast with this title (sonner). */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** Chooses an option of a Radix select found by its accessible name. */
export async function choose(page: Page, select: string | RegExp, option: string, scope: Page | ReturnType<Page['locator']> = page) {
  await scope.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
