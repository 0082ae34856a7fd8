import { expect, test } from '@playwright/test';
import { signIn, watchForPageProblems } from './support/app';
import { useCardDensity, waitForClassifiedMail } from './support/emails';

watchForPageProblems();

/**
 * The first screen's scripts leave the response schemas (and zod with them) to the screens that
 * validate with them: one runtime import from a schema module of @triage/contracts once brought
 * all of them into the initial JS (26 KiB gzip, issue 16's budget is 170 KB).
 */
test('the queue paints its first cards without loading the response schemas', async ({ page }) => {
  await signIn(page);
  await waitForClassifiedMail(page);
  await useCardDensity(page);
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text() });
  });
  await page.goto('/');
  await expect(page.getByTestId('email-card').first()).toBeVisible();
  const loaded = [...scripts];
  expect(loaded.length).toBeGreaterThan(0);
  for (const script of loaded) expect((await script.body).includes('ZodError'), `${script.url} holds zod`).toBe(false);
});
