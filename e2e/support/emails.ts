import { expect, type Locator, type Page } from '@playwright/test';
import { syncBusy, type EmailRecommendation as ApiEmail, type RecommendationPage as ApiPage, type SyncStatus } from '@triage/contracts';
import { api, requestOrigin } from './api';

/** The API's view of an email and a page of them, as the contracts declare them. */
export type { ApiEmail, ApiPage };

export const recommendations = (page: Page, limit = 100, offset = 0, sort: 'default' | 'priority' = 'default') =>
  api<ApiPage>(page, 'GET', `/api/v1/emails/recommendations?limit=${limit}&offset=${offset}&sort=${sort}`);

export const recommendation = (page: Page, id: string) => api<ApiEmail>(page, 'GET', `/api/v1/emails/${id}/recommendations`);

/**
 * The demo mailbox syncs after the first sign-in and a background job classifies it; waits until
 * there is mail, nothing on the first pages is still pending, and no sync runs or waits. An earlier
 * test's send asks for a sync, and one ending mid-test refreshes the lists under the test's clicks
 * (a page-size menu was left off screen when the list above it re-rendered).
 */
export async function waitForClassifiedMail(page: Page) {
  await expect
    .poll(
      async () => {
        const list = await recommendations(page, 100);
        if (list.totalCount < 10 || list.data.some((e) => e.processingStatus !== 'completed')) return false;
        return !syncBusy(await api<SyncStatus>(page, 'GET', '/api/v1/sync/status'));
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
}

/** Shows the queue as the spec's cards ('Comfortable'), the density the card specs are written for. */
export const useCardDensity = (page: Page) =>
  page.addInitScript(() => {
    // Runs in every frame: the sandboxed email body frames have no storage.
    if (window === window.top) localStorage.setItem('triage.queue.density', 'comfortable');
  });

/** The card of one email (by id: subjects repeat in threads). */
export const emailCard = (page: Page, id: string): Locator => page.locator(`[data-testid="email-card"][data-email-id="${id}"]`);

/** Shows `size` emails per page with the queue's own pagination. */
export async function showPerPage(page: Page, size: 5 | 10 | 15) {
  await page.getByRole('combobox', { name: 'Items per page:' }).click();
  await page.getByRole('option', { name: String(size), exact: true }).click();
}

/** Opens the Training Center with 15 emails per page and returns the first 15 as the API has them. */
export async function openQueue(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Email Training Queue' })).toBeVisible();
  await expect(page.getByTestId('email-card').first()).toBeVisible();
  await showPerPage(page, 15);
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ items$/)).toBeVisible();
  return (await recommendations(page, 15)).data;
}

/** The first email of the queue's first 15 that matches. */
export function pick(emails: ApiEmail[], test: (e: ApiEmail) => boolean, what: string): ApiEmail {
  const found = emails.find(test);
  expect(found, `an email on the first page that ${what}`).toBeTruthy();
  return found!;
}

export const hasPendingTasks = (e: ApiEmail) => e.suggestedTasks.some((t) => t.status === 'pending');
export const projectPending = (e: ApiEmail) => e.aiClassification !== null && e.aiClassification.approved === null;

/** Expands an email's card with its toggle. */
export async function expand(page: Page, id: string) {
  const card = emailCard(page, id);
  await card.getByRole('button', { name: 'Expand', exact: true }).click();
  await expect(card.getByRole('region', { name: 'Email body' })).toBeVisible();
  return card;
}

interface NewEmail {
  subject: string;
  from?: string;
  html?: string;
  text?: string;
  date?: Date;
}

/**
 * Adds one email to the mailbox through the .eml upload endpoint (it is then classified in the
 * background like synced mail) and returns it once the queue has it.
 */
export async function uploadEmail(page: Page, email: NewEmail): Promise<ApiEmail> {
  const id = `${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`;
  const raw = [
    `From: ${email.from ?? 'Rita Gomez <rita.gomez@quaysideps.example>'}`,
    'To: Local User <local@localhost>',
    `Subject: ${email.subject}`,
    `Date: ${(email.date ?? new Date()).toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${id}@e2e.example>`,
    'MIME-Version: 1.0',
    `Content-Type: text/${email.html ? 'html' : 'plain'}; charset=utf-8`,
    '',
    email.html ?? email.text ?? 'Hello',
  ].join('\r\n');
  const response = await page.request.fetch('/api/v1/import-emails/upload', {
    method: 'POST',
    data: Buffer.from(raw, 'utf8'),
    headers: { 'Content-Type': 'message/rfc822', Origin: requestOrigin(page), 'x-file-name': `${id}.eml` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  let found: ApiEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await recommendations(page, 30)).data.find((e) => e.subject === email.subject);
        return found?.processingStatus;
      },
      { timeout: 30_000 },
    )
    .toBe('completed');
  return found!;
}
