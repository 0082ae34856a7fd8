import { expect, type Page } from '@playwright/test';

/** Closes every toast with its close button (sonner), so the next toast of the same text is a new one. */
export async function dismissToasts(page: Page) {
  const live = page.locator('[data-sonner-toast]:not([data-removed="true"])');
  for (let i = 0; i < 10 && (await live.count()) > 0; i++) {
    await live
      .first()
      .locator('[data-close-button]')
      .click({ force: true, timeout: 1000 })
      .catch(() => undefined);
  }
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 5000 });
}
