import { expect, test, type Page } from '@playwright/test';
import { api } from './support/api';
import { signIn, toast, unique, watchForPageProblems } from './support/app';
import { recommendation, waitForClassifiedMail, type ApiEmail } from './support/emails';
import { sendAfterUndoDelay } from './support/sending';

watchForPageProblems();

const replies = (page: Page, limit = 100, offset = 0) =>
  api<{ data: ApiEmail[]; totalCount: number }>(page, 'GET', `/api/v1/replies?limit=${limit}&offset=${offset}`);

const card = (page: Page, email: ApiEmail) => page.locator(`[data-testid="reply-card"][data-email-id="${email.id}"]`);

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await waitForClassifiedMail(page);
  await page.goto('/replies');
  await expect(page.getByRole('heading', { level: 2, name: 'Replies' })).toBeVisible();
});

test("shows 'Total Replies generated' and pages by 5, 10 or 15, 10 first; a size change goes back to page 1", async ({ page }) => {
  const { totalCount } = await replies(page, 1);
  expect(totalCount).toBeGreaterThan(15);
  await expect(page.getByText('Total Replies generated')).toBeVisible();
  await expect(page.getByRole('group', { name: `Total Replies generated: ${totalCount}` })).toBeVisible();
  await expect(page.getByTestId('reply-card')).toHaveCount(10);
  await expect(page.getByText(`Showing 1 to 10 of ${totalCount} items`)).toBeVisible();

  await page.getByRole('button', { name: 'Page 2' }).click();
  // Earlier tests on the same server may have sent some replies: page 2 can end before 20.
  await expect(page.getByText(`Showing 11 to ${Math.min(20, totalCount)} of ${totalCount} items`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Items per page:' }).click();
  await expect(page.getByRole('option')).toHaveText(['5', '10', '15']);
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(page.getByText(`Showing 1 to 5 of ${totalCount} items`)).toBeVisible();
  await expect(page.getByTestId('reply-card')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('expands and collapses a card, with View More and View Less for the full body', async ({ page }) => {
  const first = (await replies(page, 1)).data[0]!;
  const item = card(page, first);
  await expect(item.getByRole('region', { name: 'Suggested Reply' })).toBeVisible();
  await expect(item.getByRole('region', { name: 'Email body' })).toBeHidden();
  await item.getByRole('button', { name: 'Expand' }).click();
  const body = item.getByTestId('email-body');
  await expect(body).toBeVisible();
  const initial = (await body.boundingBox())!.height;
  await item.getByRole('button', { name: 'View More' }).click();
  await expect.poll(async () => (await body.boundingBox())!.height).toBeGreaterThanOrEqual(initial);
  await expect(item.getByRole('button', { name: 'View Less' })).toBeVisible();
  await item.getByRole('button', { name: 'View Less' }).click();
  await item.getByRole('button', { name: 'Collapse' }).click();
  await expect(item.getByRole('region', { name: 'Email body' })).toBeHidden();
  await item.getByRole('button', { name: 'Expand' }).click();
  await expect(item.getByRole('button', { name: 'View More' })).toBeVisible();
});

test("'Edit Reply': Cancel keeps the draft, Save Changes keeps the edit on the server", async ({ page }) => {
  const email = (await replies(page, 3)).data[1]!;
  const item = card(page, email);
  const reply = item.getByRole('region', { name: 'Suggested Reply' });
  await reply.getByRole('button', { name: 'Edit Reply' }).click();
  await reply.getByLabel('Edit reply').fill('not kept');
  await reply.getByRole('button', { name: 'Cancel' }).click();
  await expect(reply.getByTestId('reply-text')).toHaveText(email.suggestedReply!.body);

  const edited = unique('Thanks for the update; I will confirm by Friday.');
  await reply.getByRole('button', { name: 'Edit Reply' }).click();
  await reply.getByLabel('Edit reply').fill(edited);
  await reply.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Reply Updated')).toBeVisible();
  await page.reload();
  await expect(card(page, email).getByTestId('reply-text')).toHaveText(edited);
  expect((await recommendation(page, email.id)).suggestedReply?.body).toBe(edited);
});

test("'Send as-is' sends the reply once; errors show the server's message", async ({ page }) => {
  // Two of the first page's emails not answered yet (the demo's own sent mail answers some threads).
  const [open, email] = (await replies(page, 10)).data.filter((e) => e.repliedAt === null);
  expect(email).toBeDefined();
  const reply = card(page, email!).getByRole('region', { name: 'Suggested Reply' });
  const sendAsIs = () => reply.getByRole('button', { name: 'Send as-is' }).click();
  const sent = await sendAfterUndoDelay(page, sendAsIs);
  expect(sent.request().postDataJSON()).toEqual({
    messageId: email!.id,
    subject: email!.suggestedReply!.subject,
    body: email!.suggestedReply!.body,
  });
  expect(sent.status()).toBe(200);
  await expect(toast(page, 'Reply Sent')).toBeVisible();
  expect(email!.suggestedReply!.subject).toMatch(/^re:/i);
  await expect(reply.getByText('Reply sent')).toBeVisible();
  await expect(reply.getByRole('button', { name: 'Send as-is' })).toBeDisabled();

  await page.route('**/api/v1/emails/send', (route) =>
    route.fulfill({ status: 502, json: { error: { code: 'provider', message: 'The mail server refused the message' } } }),
  );
  const other = card(page, open!).getByRole('region', { name: 'Suggested Reply' });
  expect((await sendAfterUndoDelay(page, () => other.getByRole('button', { name: 'Send as-is' }).click())).status()).toBe(502);
  await expect(toast(page, 'Failed to send reply')).toBeVisible();
  await expect(toast(page, 'The mail server refused the message')).toBeVisible();
});

test("'Submit Feedback' stores the feedback", async ({ page }) => {
  const email = (await replies(page, 4)).data[3]!;
  const item = card(page, email);
  await item.getByRole('button', { name: 'Expand' }).click();
  const text = unique('The reply should mention the invoice number');
  await item.getByLabel('Feedback on this reply').fill(text);
  await item.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(toast(page, 'Feedback Submitted')).toBeVisible();
  expect((await recommendation(page, email.id)).feedback).toBe(text);
});

test("a failed load shows 'Error Loading Emails' with the message and 'Try Again'", async ({ page }) => {
  let fail = true;
  await page.route('**/api/v1/replies?*', (route) =>
    fail ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Replies are unavailable' } } }) : route.continue(),
  );
  await page.reload();
  await expect(page.getByText('Error Loading Emails')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Replies are unavailable')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('reply-card').first()).toBeVisible();
});
