import { expect, test, type Locator, type Page } from '@playwright/test';
import { createProject } from './support/api';
import { signIn, unique, watchForPageProblems } from './support/app';
import { card, createRule, rules, serverOrder } from './support/rules';

watchForPageProblems();

const screenOrder = async (page: Page, names: string[]) =>
  (await page.getByTestId('rule-card').getByRole('heading', { level: 3 }).allTextContents()).filter((n) => names.includes(n));
/** Resolves after three animation frames in a row with no animation running (a slide starts a frame after its render). */
const cardsStill = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frame = (quiet: number) =>
          requestAnimationFrame(() => {
            const still = document.getAnimations().length === 0;
            if (still && quiet >= 2) resolve();
            else frame(still ? quiet + 1 : 0);
          });
        frame(0);
      }),
  );
/**
 * dnd-kit's keyboard sensor starts listening for the arrows in a timer after the pick-up; an arrow that
 * arrives first (the browser runs input before timers when it is busy) is lost, and the rule stays over
 * itself. A timer set now runs after that one.
 */
const keysListened = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));

test.beforeEach(({ page }) => signIn(page));

/** Once the cards stand still, picks `carried` up from the keyboard and moves it up one place. */
async function pickUpAndRaise(page: Page, carried: Locator) {
  await cardsStill(page);
  await carried.focus();
  await page.keyboard.press('Space');
  await expect(carried).toHaveAttribute('aria-pressed', 'true');
  await keysListened(page);
  await page.keyboard.press('ArrowUp');
}

test('reorders by dragging, by keyboard (moving at once or carrying the rule) and by the arrows, and the order persists', async ({
  page,
}) => {
  const project = await createProject(page, { name: unique('Order target') });
  const names = ['Alpha', 'Bravo', 'Charlie'].map((n) => unique(n));
  for (const name of names) await createRule(page, { name, if: { subjectIncludes: [name] }, then: { projectId: project.id } });
  const [a, b, c] = names as [string, string, string];
  await page.goto('/rules');
  await expect(card(page, c)).toBeVisible();
  expect(await screenOrder(page, names)).toEqual([a, b, c]);

  // Drag Charlie's handle onto the top of Alpha's card, in steps as a hand moves: the sortable
  // list measures between pointer moves, and a single jump can land before it has.
  await card(page, a).scrollIntoViewIfNeeded();
  await card(page, c).scrollIntoViewIfNeeded();
  const from = await card(page, c)
    .getByRole('button', { name: `Reorder ${c}` })
    .boundingBox();
  const to = await card(page, a).boundingBox();
  if (!from || !to) throw new Error('cards are not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(to.x + 40, to.y + 5, { steps: 15 });
  await page.mouse.up();
  await expect.poll(() => serverOrder(page, names)).toEqual([c, a, b]);
  expect(await screenOrder(page, names)).toEqual([c, a, b]);

  // Keyboard: arrow keys on the focused handle.
  const handle = card(page, c).getByRole('button', { name: `Reorder ${c}` });
  await handle.focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => serverOrder(page, names)).toEqual([a, c, b]);
  await expect(card(page, c).getByRole('button', { name: `Reorder ${c}` })).toBeFocused();
  // Alt+Arrow from anywhere in the card.
  await card(page, c)
    .getByRole('button', { name: `Edit ${c}` })
    .focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(() => serverOrder(page, names)).toEqual([a, b, c]);
  // Keyboard drag: Space picks the rule up, the arrows carry it (announced), Space drops it; Escape puts it back.
  const all = await page.getByTestId('rule-card').getByRole('heading', { level: 3 }).allTextContents();
  const at = (name: string) => all.indexOf(name) + 1;
  const carried = card(page, c).getByRole('button', { name: `Reorder ${c}` });
  // The Alt+Arrow move slides the cards too: a pick-up mid-slide would measure them where they were.
  // The slide starts a frame or two after the list re-renders, so the cards count as still only after
  // frames without any animation.
  await expect.poll(() => screenOrder(page, names)).toEqual([a, b, c]);
  await pickUpAndRaise(page, carried);
  await expect(page.getByText(`${c} is over position ${at(b)} of ${all.length}.`)).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(page.getByText(`Reordering cancelled; ${c} stays at position ${at(c)} of ${all.length}.`)).toBeAttached();
  expect(await screenOrder(page, names)).toEqual([a, b, c]);
  // The cards slide back after a cancel; picking up again mid-slide would measure them where they were.
  await pickUpAndRaise(page, carried);
  await expect(page.getByText(`${c} is over position ${at(b)} of`)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`${c} is over position ${at(a)} of`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${c} dropped at position ${at(a)} of`)).toBeAttached();
  await expect.poll(() => serverOrder(page, names)).toEqual([c, a, b]);
  expect(await screenOrder(page, names)).toEqual([c, a, b]);
  await expect(carried).toBeFocused();
  await card(page, c)
    .getByRole('button', { name: `Move ${c} down` })
    .click();
  await expect.poll(() => serverOrder(page, names)).toEqual([a, c, b]);
  await card(page, c)
    .getByRole('button', { name: `Move ${c} down` })
    .click();
  await expect.poll(() => serverOrder(page, names)).toEqual([a, b, c]);
  // The move buttons.
  await card(page, a)
    .getByRole('button', { name: `Move ${a} down` })
    .click();
  await expect.poll(() => serverOrder(page, names)).toEqual([b, a, c]);

  await page.reload();
  await expect(card(page, c)).toBeVisible();
  expect(await screenOrder(page, names)).toEqual([b, a, c]);
  const numbers = (await rules(page)).filter((r) => names.includes(r.name)).map((r) => r.order);
  expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
  await expect(card(page, b)).toContainText(`Rule #${numbers[0]}`);
});
