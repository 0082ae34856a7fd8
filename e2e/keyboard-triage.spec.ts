import { expect, test, type Page } from '@playwright/test';
import { api } from './support/api';
import { signIn, toast, watchForPageProblems } from './support/app';
import { recommendation, recommendations, useCardDensity, waitForClassifiedMail, type ApiEmail } from './support/emails';
import { sendAfterUndoDelay } from './support/sending';

watchForPageProblems();

/** The card that has keyboard focus. */
const focusedCard = (page: Page) => page.locator('[data-testid="email-card"]:focus');
/** The compact list's row that has keyboard focus. */
const focusedRow = (page: Page) => page.locator('[data-testid="email-row"]:focus');
const pendingWithProject = (e: ApiEmail) => e.suggestedTasks.filter((t) => t.status === 'pending' && t.projectId).length;

async function openQueue(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('email-card').first()).toBeVisible();
}

test('signs in and triages ten emails from the keyboard alone, in the compact list with the reading pane', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  // The guard screen: Tab reaches 'Sign in', Enter presses it.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await waitForClassifiedMail(page);
  await page.reload();
  await expect(page.getByTestId('email-row').first()).toBeVisible();
  const pane = page.getByTestId('reading-pane');

  const tasksBefore = (await api<unknown[]>(page, 'GET', '/api/v1/tasks')).length;
  const totalBefore = (await recommendations(page, 1)).totalCount;
  const triaged: ApiEmail[] = [];
  await page.keyboard.press('j');
  for (let i = 0; i < 10; i++) {
    const id = await focusedRow(page).getAttribute('data-email-id');
    expect(id, `email ${i + 1} has focus`).toBeTruthy();
    expect(await focusedRow(page).evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    const email = await recommendation(page, id!);
    triaged.push(email);

    // Enter goes into the reading pane, which shows the email with its blocks.
    await page.keyboard.press('Enter');
    await expect(pane).toBeFocused();
    await expect(pane.locator(`article[data-email-id="${id}"]`)).toBeVisible();
    await expect(pane.getByRole('region', { name: 'Email body' })).toBeVisible();
    await expect(pane.getByRole('region', { name: 'Recommended Project' })).toBeVisible();
    if (email.aiClassification?.projectId && email.aiClassification.approved === null) {
      await page.keyboard.press('a');
      await expect.poll(async () => (await recommendation(page, id!)).aiClassification?.approved).toBe(true);
    }
    // 't' approves the first suggested task; once per task approves them all.
    for (let left = pendingWithProject(email); left > 0; left--) {
      await page.keyboard.press('t');
      await expect.poll(async () => pendingWithProject(await recommendation(page, id!))).toBe(left - 1);
    }
    await page.keyboard.press('e');
    await expect(page.locator(`[data-email-id="${id}"]`)).toHaveCount(0);
    // Focus moves on to the next email by itself.
    await expect(focusedRow(page)).toHaveCount(1);
  }

  // The last archive's own toast (an earlier one can still be on screen): its Undo is then the newest.
  const last = triaged.at(-1)!;
  const lastArchived = page.locator('[data-sonner-toast]').filter({ hasText: 'Email Archived' }).filter({ hasText: last.subject });
  await expect(lastArchived).toBeVisible();
  const remaining = await recommendations(page, 100);
  expect(remaining.totalCount).toBe(totalBefore - 10);
  for (const email of triaged) expect(remaining.data.some((e) => e.id === email.id)).toBe(false);
  const created = (await api<unknown[]>(page, 'GET', '/api/v1/tasks')).length - tasksBefore;
  const expectedTasks = triaged.reduce((n, e) => n + pendingWithProject(e), 0);
  expect(created).toBe(expectedTasks);

  // 'u' (like 'z') takes back the last action: the last archive.
  await page.keyboard.press('u');
  await expect(toast(page, 'Item Unarchived')).toBeVisible();
  await expect.poll(async () => (await recommendations(page, 100)).data.some((e) => e.id === last.id)).toBe(true);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await useCardDensity(page);
    await signIn(page);
    await waitForClassifiedMail(page);
    await openQueue(page);
  });

  test("'?' shows every shortcut", async ({ page }) => {
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    for (const label of [
      'Next email',
      'Previous email',
      'Open the email (expand, or the reading pane)',
      'Select the email',
      'Archive the email or the selection',
      'Approve the proposed project (of the selection too)',
      'Approve the first suggested task',
      'Reply',
      'Snooze the email or the selection',
      'Search the loaded emails',
      'Undo the last action',
      'Open the command palette (Cmd+K on a Mac)',
    ]) {
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('j/k move through the page and on to the next page; Enter and o expand and collapse', async ({ page }) => {
    const cards = page.getByTestId('email-card');
    await page.keyboard.press('j');
    await expect(cards.nth(0)).toBeFocused();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(cards.nth(2)).toBeFocused();
    await page.keyboard.press('k');
    await expect(cards.nth(1)).toBeFocused();
    await page.keyboard.press('o');
    await expect(cards.nth(1).getByRole('region', { name: 'Email body' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(cards.nth(1).getByRole('region', { name: 'Email body' })).toBeHidden();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(cards.nth(1).getByRole('region', { name: 'Email body' })).toBeHidden();

    for (let i = 0; i < 4; i++) await page.keyboard.press('j');
    await expect(page.getByText(/^Showing 6 to 10 of \d+ items$/)).toBeVisible();
    await expect(cards.nth(0)).toBeFocused();
    await page.keyboard.press('k');
    await expect(page.getByText(/^Showing 1 to 5 of \d+ items$/)).toBeVisible();
    await expect(cards.nth(4)).toBeFocused();
  });

  test("'r' opens the reply; Enter sends it, and the edit path works from the keyboard", async ({ page }) => {
    const list = (await recommendations(page, 5)).data;
    // Not answered yet: an answered email's send button waits for an edit.
    const index = list.findIndex((e) => e.suggestedReply !== null && e.repliedAt === null);
    expect(index).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= index; i++) await page.keyboard.press('j');
    await page.keyboard.press('r');
    const card = page.locator(`[data-email-id="${list[index]!.id}"]`);
    const reply = card.getByRole('region', { name: 'Suggested Reply' });
    await expect(reply.getByRole('button', { name: 'Send Reply' })).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(reply.getByRole('button', { name: 'Edit Reply' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(reply.getByLabel('Edit reply')).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(' (sent from the keyboard)');
    await page.keyboard.press('Control+Enter');
    await expect(toast(page, 'Reply Updated')).toBeVisible();
    await expect(reply.getByTestId('reply-text')).toContainText('(sent from the keyboard)');

    const sent = await sendAfterUndoDelay(page, async () => {
      await reply.getByRole('button', { name: 'Send Reply' }).focus();
      await page.keyboard.press('Enter');
      // A sender that does not read replies asks first; Enter on 'Send anyway' confirms.
      const anyway = reply.getByRole('button', { name: 'Send anyway' });
      if (await anyway.isVisible()) {
        await anyway.focus();
        await page.keyboard.press('Enter');
      }
    });
    expect(sent.status()).toBe(200);
    await expect(toast(page, 'Reply Sent')).toBeVisible();
  });

  test("'/' searches the loaded emails and Escape goes back to the list", async ({ page }) => {
    const first = (await recommendations(page, 5)).data[0]!;
    const word = first.subject.split(/\s+/).find((w) => w.length > 4) ?? first.subject;
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search emails' });
    await expect(search).toBeFocused();
    await page.keyboard.type(word);
    await expect(page.locator(`[data-email-id="${first.id}"]`)).toBeVisible();
    const shown = await page.getByTestId('email-card').allTextContents();
    for (const text of shown) expect(text.toLowerCase()).toContain(word.toLowerCase());
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('email-card').first()).toBeFocused();

    await page.keyboard.press('/');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('zzqx nothing matches this');
    await expect(page.getByText('No emails found')).toBeVisible();
  });

  test('keys typed into the search stay there while the list narrows under a card that had focus', async ({ page }) => {
    const page1 = await recommendations(page, 5);
    const [, second, ...rest] = page1.data;
    const other = rest.find((e) => e.subject.split(/\s+/).some((w) => w.length > 4 && !second!.subject.includes(w)))!;
    const word = other.subject.split(/\s+/).find((w) => w.length > 4 && !second!.subject.includes(w))!;
    const tasksBefore = (await api<unknown[]>(page, 'GET', '/api/v1/tasks')).length;
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(focusedCard(page)).toHaveAttribute('data-email-id', second!.id);
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search emails' });
    // One key at a time, slower than the list filters, as a person types.
    await page.keyboard.type(word, { delay: 150 });
    await expect(search).toBeFocused();
    await expect(search).toHaveValue(word);
    await expect(page.locator(`[data-email-id="${other.id}"]`)).toBeVisible();
    expect((await recommendations(page, 5)).totalCount).toBe(page1.totalCount);
    expect((await api<unknown[]>(page, 'GET', '/api/v1/tasks')).length).toBe(tasksBefore);
  });

  test('Ctrl+K jumps to any screen and runs actions on the focused email', async ({ page }) => {
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    await page.keyboard.type('replies');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/replies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Replies' })).toBeVisible();

    await page.keyboard.press('Control+k');
    await page.keyboard.type('preview');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/preview$/);

    await page.keyboard.press('Control+k');
    await page.keyboard.type('training center');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('email-card').first()).toBeVisible();

    await page.keyboard.press('j');
    const id = await focusedCard(page).getAttribute('data-email-id');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('archive email');
    await expect(palette.getByRole('option').first()).toContainText('Archive email');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Email Archived')).toBeVisible();
    await expect(page.locator(`[data-email-id="${id}"]`)).toHaveCount(0);

    await page.keyboard.press('Control+k');
    await page.keyboard.type('undo');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Item Unarchived')).toBeVisible();
    await expect(page.locator(`[data-email-id="${id}"]`)).toBeVisible();
  });
});
