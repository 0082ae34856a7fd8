import { expect, test, type Page, type Request } from '@playwright/test';
import { isNoReplyAddress } from '@triage/contracts';
import { api } from './support/api';
import { signIn, toast, watchForPageProblems } from './support/app';
import {
  hasPendingTasks,
  pick,
  projectPending,
  recommendation,
  recommendations,
  uploadEmail,
  waitForClassifiedMail,
  type ApiEmail,
} from './support/emails';

watchForPageProblems();
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await waitForClassifiedMail(page);
});

const rows = (page: Page) => page.getByTestId('email-row');
const row = (page: Page, id: string) => page.locator(`[data-testid="email-row"][data-email-id="${id}"]`);
const pane = (page: Page) => page.getByTestId('reading-pane');
const shownInPane = (page: Page, email: ApiEmail) => pane(page).locator(`article[data-email-id="${email.id}"]`);
/** What of each element is on screen: its box cut to the window and to every ancestor that clips it (a scrolled pane). */
const shownParts = (els: Element[]) =>
  els.map((el) => {
    const r = el.getBoundingClientRect();
    let [left, top, right, bottom] = [
      Math.max(r.left, 0),
      Math.max(r.top, 0),
      Math.min(r.right, innerWidth),
      Math.min(r.bottom, innerHeight),
    ];
    for (let a = el.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom)];
    }
    return { left, top, right, bottom };
  });
const queueIds = async (page: Page) => (await recommendations(page, 100)).data.map((e) => e.id);

/** Opens the queue fresh (compact is the default density) and returns its first page as the API has it. */
async function openCompact(page: Page) {
  await page.goto('/');
  await expect(rows(page).first()).toBeVisible();
  return (await recommendations(page, 25)).data;
}

test('shows at least twelve emails beside the reading pane at 1440 x 900; pointer and j/k open them', async ({ page }) => {
  const emails = await openCompact(page);
  const paneBox = (await pane(page).boundingBox())!;
  const list = (await page.getByTestId('email-list-scroller').boundingBox())!;
  const boxes = await rows(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  // Wholly inside the list's scroll area and the window: what the user sees without scrolling.
  const onScreen = boxes.filter((b) => b.top >= Math.max(0, list.y) && b.bottom <= Math.min(900, list.y + list.height) + 0.5);
  expect(onScreen.length).toBeGreaterThanOrEqual(12);
  for (const box of onScreen) expect(box.right).toBeLessThanOrEqual(paneBox.x);
  await page.screenshot({ path: test.info().outputPath('compact-1440.png') });

  // Pointer: the row opens in the pane, with the spec's blocks and actions.
  await row(page, emails[2]!.id)
    .getByRole('button', { name: /^Open email/ })
    .click();
  await expect(shownInPane(page, emails[2]!)).toBeVisible();
  await expect(pane(page).getByRole('region', { name: 'Email body' })).toBeVisible();
  await expect(pane(page).getByRole('button', { name: 'Submit Feedback' })).toBeVisible();
  await expect(pane(page).getByRole('button', { name: 'Archive', exact: true })).toBeVisible();

  // Scrolled down in one email, the next still opens at its top.
  await pane(page).evaluate((el) => el.scrollTo(0, el.scrollHeight));
  expect(await pane(page).evaluate((el) => el.scrollTop)).toBeGreaterThan(100);

  // Keyboard: j/k move the cursor and the pane follows; Enter goes into the pane, Escape back.
  await page.keyboard.press('j');
  await expect(shownInPane(page, emails[3]!)).toBeVisible();
  expect(await pane(page).evaluate((el) => el.scrollTop)).toBe(0);
  await expect(row(page, emails[3]!.id)).toBeFocused();
  await page.keyboard.press('k');
  await expect(shownInPane(page, emails[2]!)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(pane(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(row(page, emails[2]!.id)).toBeFocused();
});

test('the email the pane shows on arrival stays unread until the user opens it', async ({ page }) => {
  const email = await uploadEmail(page, { subject: `Pane arrival ${Date.now()}`, text: 'Could you confirm the delivery slot?' });
  const emails = await openCompact(page);
  expect(emails[0]!.id).toBe(email.id);
  await expect(shownInPane(page, email)).toBeVisible();
  // Longer than the pane's wait before an email counts as read.
  await page.waitForTimeout(2000);
  expect((await recommendation(page, email.id)).isRead).toBe(false);
  await row(page, email.id)
    .getByRole('button', { name: /^Open email/ })
    .click();
  await expect.poll(async () => (await recommendation(page, email.id)).isRead).toBe(true);
});

test('Comfortable shows the spec cards, and the choice is remembered', async ({ page }) => {
  await openCompact(page);
  await page.getByRole('radio', { name: 'Comfortable' }).click();
  await expect(page.getByTestId('email-card')).toHaveCount(5);
  await expect(pane(page)).toHaveCount(0);
  // Snooze is reachable by pointer from an expanded card too.
  const first = page.getByTestId('email-card').first();
  await first.getByRole('button', { name: 'Expand', exact: true }).click();
  await first.getByRole('button', { name: 'Snooze', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Snooze email' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Snooze email' })).toHaveCount(0);
  // Focus goes back to the button that opened the dialog, not to the top of the page.
  await expect(first.getByRole('button', { name: 'Snooze', exact: true })).toBeFocused();
  await page.reload();
  await expect(page.getByTestId('email-card')).toHaveCount(5);
  await page.getByRole('radio', { name: 'Compact' }).click();
  await expect(rows(page)).toHaveCount(25);
  await page.reload();
  await expect(rows(page)).toHaveCount(25);
});

test('x and Shift+x select a range, e archives it in one request, z brings it back', async ({ page }) => {
  const emails = await openCompact(page);
  const bulkCalls: unknown[] = [];
  page.on('request', (r: Request) => {
    if (r.url().endsWith('/api/v1/emails/bulk')) bulkCalls.push(r.postDataJSON());
  });
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await page.keyboard.press('Shift+X');
  await expect(page.getByRole('toolbar', { name: 'Selected emails' })).toContainText('3 selected');
  const chosen = emails.slice(0, 3).map((e) => e.id);

  await page.keyboard.press('e');
  await expect(toast(page, '3 emails archived')).toBeVisible();
  // The toast covers no control: not the header's, not the paging, not the page's buttons.
  const toastBox = (await toast(page, '3 emails archived').boundingBox())!;
  const controls = page.locator(
    'header button, header a, nav[aria-label="Pagination"] button, main button:visible, main [role="combobox"]',
  );
  for (const box of await controls.evaluateAll(shownParts)) {
    const apart =
      box.right <= toastBox.x ||
      box.left >= toastBox.x + toastBox.width ||
      box.bottom <= toastBox.y ||
      box.top >= toastBox.y + toastBox.height;
    const hidden = box.bottom <= box.top || box.right <= box.left;
    expect(apart || hidden, `a control at ${Math.round(box.left)},${Math.round(box.top)} under the toast`).toBe(true);
  }
  for (const id of chosen) await expect(row(page, id)).toHaveCount(0);
  expect(bulkCalls).toEqual([{ action: 'archive', emailIds: chosen }]);
  expect(await queueIds(page)).not.toContain(chosen[0]);

  await page.keyboard.press('z');
  await expect(toast(page, 'Undone')).toBeVisible();
  await expect.poll(async () => (await queueIds(page)).filter((id) => chosen.includes(id)).length).toBe(3);
  for (const id of chosen) await expect(row(page, id)).toBeVisible();
});

test('bulk approve, reject and move from the bar, each undone (toast Undo and z)', async ({ page }) => {
  const emails = await openCompact(page);
  const undecided = emails.filter((e) => projectPending(e) && e.aiClassification?.projectId);
  expect(undecided.length, 'two emails with a proposed project not yet approved').toBeGreaterThanOrEqual(2);
  const [a, b] = undecided as [ApiEmail, ApiEmail];

  for (const e of [a, b]) await row(page, e.id).getByRole('checkbox').click();
  await page.getByRole('toolbar', { name: 'Selected emails' }).getByRole('button', { name: 'Approve projects' }).click();
  await expect(toast(page, 'Project approved on 2 emails')).toBeVisible();
  expect((await recommendation(page, a.id)).aiClassification?.approved).toBe(true);
  await toast(page, 'Project approved on 2 emails').getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await recommendation(page, b.id)).aiClassification?.approved).toBeNull();

  const withTasks = pick(emails, (e) => hasPendingTasks(e) && e.id !== a.id, 'has pending suggested tasks');
  await row(page, withTasks.id).getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Reject suggestions' }).click();
  await expect(toast(page, 'Suggestions rejected on 1 email')).toBeVisible();
  expect((await recommendation(page, withTasks.id)).suggestedTasks.every((t) => t.status !== 'pending')).toBe(true);
  await page.keyboard.press('z');
  await expect.poll(async () => (await recommendation(page, withTasks.id)).suggestedTasks.some((t) => t.status === 'pending')).toBe(true);

  const projects = await api<{ id: string; name: string; status: string; is_archived: boolean }[]>(page, 'GET', '/api/v1/projects');
  const target = projects.find((p) => !p.is_archived && p.status !== 'done' && p.id !== a.aiClassification?.projectId)!;
  await row(page, a.id).getByRole('checkbox').click();
  await page.getByRole('combobox', { name: 'Move to project' }).click();
  await page.getByRole('option', { name: target.name, exact: true }).click();
  await expect(toast(page, `1 email moved to '${target.name}'`)).toBeVisible();
  expect((await recommendation(page, a.id)).aiClassification?.projectName).toBe(target.name);
  await page.keyboard.press('z');
  await expect.poll(async () => (await recommendation(page, a.id)).aiClassification?.projectId).toBe(a.aiClassification?.projectId);
});

test('snooze: s offers later today by the clock the test sets; snoozed mail leaves and returns at its time', async ({ page }) => {
  // A browser clock fixed tomorrow at about 10:00 in the user's zone (tomorrow: the server wants a future time).
  const contexts = await api<{ timezone: string }[]>(page, 'GET', '/api/v1/contexts');
  const zone = contexts[0]?.timezone ?? (await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
  const hourIn = (d: Date) => Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(d));
  const fake = new Date(Date.now() + 24 * 3600_000);
  fake.setTime(fake.getTime() - (hourIn(fake) - 10) * 3600_000);
  await page.clock.setFixedTime(fake);
  const emails = await openCompact(page);
  const target = emails[0]!;

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/emails/bulk'));
  await page.keyboard.press('j');
  await page.keyboard.press('s');
  const dialog = page.getByRole('dialog', { name: 'Snooze email' });
  await dialog.getByRole('button', { name: /^Later today/ }).click();
  const body = (await sent).postDataJSON() as { action: string; emailIds: string[]; until: string };
  expect(body).toMatchObject({ action: 'snooze', emailIds: [target.id] });
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(d);
  expect([day(new Date(body.until)), hourIn(new Date(body.until))]).toEqual([day(fake), 18]);
  await expect(toast(page, 'Email Snoozed')).toBeVisible();
  await expect(row(page, target.id)).toHaveCount(0);
  expect(await queueIds(page)).not.toContain(target.id);

  // A snooze due in three seconds comes back by itself (the server's waker), and shows on reload.
  const soon = emails[1]!;
  await api(page, 'POST', '/api/v1/emails/bulk', {
    action: 'snooze',
    emailIds: [soon.id],
    until: new Date(Date.now() + 3000).toISOString(),
  });
  expect(await queueIds(page)).not.toContain(soon.id);
  await expect.poll(async () => queueIds(page), { timeout: 15_000 }).toContain(soon.id);
  await page.reload();
  await expect(row(page, soon.id)).toBeVisible();
  await api(page, 'POST', '/api/v1/emails/bulk', { action: 'unsnooze', emailIds: [target.id] });
});

test('a reply waits a few seconds with Undo, and Undo stops it', async ({ page }) => {
  const emails = await openCompact(page);
  // A sender that reads replies: to a no-reply address the send first asks to be confirmed.
  const email = emails.find((e) => !isNoReplyAddress(e.fromAddress))!;
  const sends: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/v1\/emails\/.*(send|reply)/.test(r.url()) && !r.url().endsWith('/reply')) sends.push(r.url());
  });
  await row(page, email.id)
    .getByRole('button', { name: /^Open email/ })
    .click();
  await expect(shownInPane(page, email)).toBeVisible();
  await page.keyboard.press('r');
  const reply = pane(page).getByRole('region', { name: /Suggested Reply|Write Reply/ });
  await expect(reply).toBeVisible();
  const text = reply.getByRole('textbox');
  if (await text.count()) await text.first().fill('Thanks, on it.');
  await reply.getByRole('button', { name: /Send/ }).first().click();
  await expect(toast(page, 'Sending reply...')).toBeVisible();
  await page.keyboard.press('z');
  await expect(toast(page, 'Reply not sent')).toBeVisible();
  await expect(toast(page, 'Sending reply...')).toBeHidden();
  await page.waitForTimeout(4500);
  expect(sends).toEqual([]);
  // Read because it stayed open in the reading pane (docs/decisions.md, Read state goes both ways), not by a send.
  expect((await recommendation(page, email.id)).isRead).toBe(true);
});
