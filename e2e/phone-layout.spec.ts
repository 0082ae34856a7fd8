import { expect, test, type Page } from '@playwright/test';
import { SECTIONS } from '../apps/web/src/app/route-table';
import { createProject, createTask } from './support/api';
import { choose, signIn, unique, watchForPageProblems } from './support/app';
import { uploadEmail, waitForClassifiedMail } from './support/emails';
import { card, createRule, serverOrder } from './support/rules';
import { taskCard } from './support/tasks';

watchForPageProblems();
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const SCREENS = SECTIONS.map((s): [string, string] => [s.path, s.title]);

/** What overflows sideways: the page itself, or any element that scrolls or clips horizontally. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push(`page ${document.documentElement.scrollWidth}px`);
    for (const el of document.querySelectorAll<HTMLElement>('main *')) {
      const style = getComputedStyle(el);
      if (!['auto', 'scroll'].includes(style.overflowX) || el.clientWidth === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        found.push(`${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)} ${el.scrollWidth}>${el.clientWidth}`);
    }
    return found;
  });

/**
 * Pairs of text that print over each other: every visible text node's line boxes, cut to what its
 * clipping ancestors show (truncated text counts only as far as it is visible), compared pairwise.
 */
const overlappingText = (page: Page) =>
  page.evaluate(() => {
    type Box = { node: number; text: string; l: number; t: number; r: number; b: number };
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let index = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode(), index++) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('[data-sonner-toaster], script, style, iframe')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      let clip = { l: 0, t: 0, r: window.innerWidth, b: window.innerHeight };
      for (let el: HTMLElement | null = parent; el; el = el.parentElement) {
        const s = getComputedStyle(el);
        if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
          const r = el.getBoundingClientRect();
          clip = { l: Math.max(clip.l, r.left), t: Math.max(clip.t, r.top), r: Math.min(clip.r, r.right), b: Math.min(clip.b, r.bottom) };
        }
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const box = {
          node: index,
          text: text.slice(0, 40),
          l: Math.max(rect.left, clip.l),
          t: Math.max(rect.top, clip.t),
          r: Math.min(rect.right, clip.r),
          b: Math.min(rect.bottom, clip.b),
        };
        if (box.r - box.l > 2 && box.b - box.t > 2) boxes.push(box);
      }
    }
    const hits: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.node === b.node) continue;
        const w = Math.min(a.r, b.r) - Math.max(a.l, b.l);
        const h = Math.min(a.b, b.b) - Math.max(a.t, b.t);
        if (w > 2 && h > 4) hits.push(`'${a.text}' / '${b.text}'`);
      }
    }
    return hits;
  });

/** Headings cut to a stub: truncated with an ellipsis to less than a few words' width. */
const squeezedHeadings = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main :is(h2, h3, h4)')]
      .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && el.clientWidth < 96)
      .map((el) => `'${el.textContent?.slice(0, 40)}' shown in ${el.clientWidth}px`),
  );

test('every screen works at 390 x 844: title kept, nothing sideways, no text over text, no heading cut to a stub', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await waitForClassifiedMail(page);
  const project = await createProject(page, { name: unique('Phone project'), otherNames: 'Narrow screens', involvedParties: 'Ann Lee' });
  await createTask(page, {
    // One long word, as a file name in a title is: it wraps instead of running under the status.
    title: unique('Phone task Riverside-Lofts-change-order-CO-12.pdf'),
    project_id: project.id,
    due_date: null,
    checklist: [{ text: 'One', completed: false }],
  });

  for (const [path, title] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.waitForLoadState('networkidle');
    const header = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const full = await page.getByRole('heading', { level: 1 }).evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(full, `${path}: the header shows its whole title`).toBe(true);
    expect(header.x + header.width).toBeLessThanOrEqual(390);
    expect(await sidewaysOverflow(page), `${path}: sideways overflow`).toEqual([]);
    expect(await overlappingText(page), `${path}: overlapping text`).toEqual([]);
    expect(await squeezedHeadings(page), `${path}: headings cut to a stub`).toEqual([]);
    const file = test.info().outputPath(`phone${path === '/' ? '-training' : path.replace('/', '-')}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await test.info().attach(file.split('/').pop()!, { path: file, contentType: 'image/png' });
  }
});

test('below 768 px the sidebar is a drawer behind the menu button, closed by navigating', async ({ page }) => {
  await signIn(page, '/');
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Tasks' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Tasks' }).tap();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tasks');

  // Dialogs are full-screen sheets.
  await page.getByRole('button', { name: 'New Task' }).tap();
  const box = (await page.getByRole('dialog', { name: 'New Task' }).boundingBox())!;
  expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 844]);
});

test("a toast at the bottom of the phone does not cover the menu's Help & Docs link", async ({ page }) => {
  await signIn(page, '/projects');
  await page.getByRole('button', { name: 'Add Project' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  await dialog.getByLabel('Project Name').fill(unique('Toast Cover'));
  await dialog.getByRole('button', { name: 'Create Project' }).tap();
  const toast = page.getByText('Project created successfully');
  await expect(toast).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).tap();
  const help = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Help & Docs' });
  const box = (await help.boundingBox())!;
  // What is painted at the link's centre. The open drawer turns pointer events off outside itself,
  // so the toast is made hit-testable first: a toast drawn over the link would be found instead.
  const atLink = await page.evaluate(
    ([x, y]) => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-sonner-toaster], [data-sonner-toast]'))
        el.style.pointerEvents = 'auto';
      return document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null;
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(atLink).toBe('Help & Docs');
  await expect(toast).toBeVisible();
  await help.tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help & Documentation');
});

test('rules reorder by dragging the handle with a finger', async ({ page }) => {
  await signIn(page);
  const project = await createProject(page, { name: unique('Touch target') });
  const names = ['First', 'Second'].map((n) => unique(n));
  for (const name of names) await createRule(page, { name, if: { subjectIncludes: [name] }, then: { projectId: project.id } });
  await page.goto('/rules');
  const order = () => serverOrder(page, names);
  expect(await order()).toEqual(names);

  const handle = (await page.getByRole('button', { name: `Reorder ${names[1]}` }).boundingBox())!;
  const target = (await card(page, names[0]!).boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const startX = handle.x + handle.width / 2;
  await touch('touchStart', startX, handle.y + handle.height / 2);
  for (const step of [0.6, 0.3, 0.1]) await touch('touchMove', startX, target.y + target.height * step);
  await touch('touchEnd', startX, target.y + 4);
  await expect.poll(order).toEqual([names[1], names[0]]);
});

test("a task card gives its title the card's width and puts the status select under it", async ({ page }) => {
  await signIn(page);
  const project = await createProject(page, { name: unique('Phone tasks') });
  const title = unique('Send the quarterly close checklist to finance');
  await createTask(page, { title, project_id: project.id, due_date: null, checklist: [] });
  await page.goto('/tasks');
  const item = taskCard(page, title);
  const card = (await item.boundingBox())!;
  const name = (await item.getByRole('button', { name: title, exact: true }).boundingBox())!;
  const status = (await item.getByRole('combobox', { name: `Status of ${title}` }).boundingBox())!;
  expect(status.y, 'the status select sits below the title').toBeGreaterThanOrEqual(name.y + name.height);
  // Beside the select the title had about 100 px, a line for every word or two.
  expect(name.width).toBeGreaterThan(card.width / 2);
  expect(name.height, 'three lines at most').toBeLessThan(80);
});

test("the queue's rows give the subject the row's width and put the chips under it", async ({ page }) => {
  await signIn(page);
  await waitForClassifiedMail(page);
  await page.goto('/');
  const row = page
    .getByTestId('email-row')
    .filter({ has: page.getByTestId('email-project') })
    .first();
  const box = (await row.boundingBox())!;
  const subject = (await row.getByTestId('email-subject').boundingBox())!;
  const chip = (await row.getByTestId('email-project').boundingBox())!;
  // Beside the chips a subject kept about 90 px: a word or two.
  expect(subject.width).toBeGreaterThan(box.width * 0.6);
  expect(chip.y, 'the project chip sits under the subject').toBeGreaterThanOrEqual(subject.y + subject.height - 1);
});

test('an email opened in its row shows its whole subject, cut to one line only while closed', async ({ page }) => {
  await signIn(page);
  await waitForClassifiedMail(page);
  const subject = unique('Revised programme for the east wing glazing, the scaffold strike and the crane booking next week');
  const email = await uploadEmail(page, { subject, text: 'Please see the revised programme attached.' });
  await page.goto('/');
  const row = page.locator(`[data-testid="email-row"][data-email-id="${email.id}"]`);
  const shown = row.getByTestId('email-subject');
  const cut = (el: HTMLElement) => el.scrollWidth > el.clientWidth;
  expect(await shown.evaluate(cut)).toBe(true);
  await row.getByRole('button', { name: /^Open email/ }).click();
  await expect(row.getByRole('region', { name: 'Email body' })).toBeVisible();
  expect(await shown.evaluate(cut)).toBe(false);
  await expect(shown).toHaveText(subject);
});

test("a table cell with nothing in it shows no column name alone (the Sync Dashboard's error of a run that had none)", async ({ page }) => {
  await signIn(page);
  await waitForClassifiedMail(page);
  await page.goto('/sync');
  const run = page.locator('[data-testid="sync-run"][data-status="completed"]').first();
  await expect(run.locator('td[data-label="Status"]')).toBeVisible();
  await expect(run.locator('td[data-label="Error"]')).toBeHidden();
});

test('the Projects table on a phone shows each long value whole and sorts from a select, its headers being hidden', async ({ page }) => {
  await signIn(page);
  const tag = unique('Phone table');
  const parties = 'Rachel Dunn (account manager), the site team at Northgate, and the structural engineer';
  await createProject(page, { name: `${tag} Bravo`, otherNames: tag, involvedParties: parties });
  await createProject(page, { name: `${tag} Alpha`, otherNames: tag });
  await page.goto('/projects');
  await page.getByRole('radio', { name: 'Table view' }).click();
  await choose(page, 'Filter by', 'Other Names');
  await page.getByRole('textbox', { name: 'Other Names filter value' }).fill(tag);
  const table = page.getByRole('table', { name: 'Projects table' });
  const names = table.locator('tbody tr td:first-child');
  await expect(names).toHaveText([`${tag} Alpha`, `${tag} Bravo`]);

  const cell = table.locator('tbody tr', { hasText: `${tag} Bravo` }).locator('td[data-label="Involved Parties"]');
  await expect(cell).toHaveText(parties);
  expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'nothing cut off').toBe(true);
  const row = (await table.locator('tbody tr', { hasText: `${tag} Bravo` }).boundingBox())!;
  expect((await cell.boundingBox())!.width, 'the line takes the row').toBeGreaterThan(row.width * 0.8);

  await expect(table.getByRole('columnheader', { name: 'Project', exact: true })).not.toBeInViewport();
  await choose(page, 'Sort projects by', 'Project, descending');
  await expect(names).toHaveText([`${tag} Bravo`, `${tag} Alpha`]);
  await choose(page, 'Sort projects by', 'Project, ascending');
  await expect(names).toHaveText([`${tag} Alpha`, `${tag} Bravo`]);
});
