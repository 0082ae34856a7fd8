import { expect, test } from '@playwright/test';
import { signIn, watchForPageProblems } from './support/app';
import { useCardDensity, waitForClassifiedMail } from './support/emails';

watchForPageProblems();

declare global {
  interface Window {
    firstCardAt?: number;
  }
}

/**
 * The first screen's scripts leave the response schemas (and zod with them) to the screens that
 * validate with them: one runtime import from a schema module of @triage/contracts once brought
 * all of them into the initial JS (26 KiB gzip, issue 16's budget is 170 KB). The scripts checked
 * are those the page had finished loading when its first card entered the DOM (what loads after,
 * such as the HTML body's code, may hold them).
 */
test('the queue paints its first cards without loading the response schemas', async ({ page }) => {
  await signIn(page);
  await waitForClassifiedMail(page);
  await useCardDensity(page);
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="email-card"]')) return;
      window.firstCardAt = performance.now();
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByTestId('email-card').first()).toBeVisible();
  const before = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => new URL(r.name).pathname.endsWith('.js') && r.responseEnd <= window.firstCardAt!)
      .map((r) => r.name),
  );
  expect(before.length).toBeGreaterThan(0);
  for (const url of before) {
    const script = await page.request.get(url);
    expect((await script.text()).includes('ZodError'), `${url} holds zod`).toBe(false);
  }
});
