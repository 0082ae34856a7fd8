import { expect, test, type Page } from '@playwright/test';
import { watchForPageProblems } from './support/app';

watchForPageProblems();

/** Every /api/v1 request the page makes from now on (the protected API). */
function protectedCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

test('the signed-out screen calls nothing protected, on a first visit and after logging out', async ({ page }) => {
  const calls = protectedCalls(page);
  await page.goto('/');
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect.poll(() => calls.some((c) => c.startsWith('GET /api/v1/emails/recommendations'))).toBe(true);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Authentication Required')).toBeVisible();
  calls.length = 0;
  await page.reload();
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
});
