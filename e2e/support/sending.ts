import { expect, type Page, type Response } from '@playwright/test';
import { SEND_DELAY_MS } from '../../apps/web/src/features/emails/lib/send-delay';
import { toast } from './app';

/**
 * Sends a reply with `click` and waits out the app's undo delay: the reply sits behind 'Sending
 * reply...' for SEND_DELAY_MS before its request goes (docs/behaviour.md, Reply block). Returns the
 * send request's response, so the toast that follows is awaited with the ordinary timeout.
 */
export async function sendAfterUndoDelay(page: Page, click: () => Promise<void>): Promise<Response> {
  const response = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/emails/send', {
    timeout: SEND_DELAY_MS + 5_000,
  });
  await click();
  await expect(toast(page, 'Sending reply...')).toBeVisible();
  const sent = await response;
  await expect(toast(page, 'Sending reply...')).toBeHidden();
  return sent;
}
