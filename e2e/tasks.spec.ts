import { expect, test, type Page } from '@playwright/test';
import { api, createProject, createTask, isoDay } from './support/api';
import { choose, signIn, toast, unique, watchForPageProblems } from './support/app';
import type { Task as ApiTask } from '@triage/contracts';

watchForPageProblems();

const card = (page: Page, title: string) =>
  page.getByTestId('task-card').filter({ has: page.getByRole('button', { name: title, exact: true }) });
const findTask = async (page: Page, title: string) => (await api<ApiTask[]>(page, 'GET', '/api/v1/tasks')).find((t) => t.title === title);
const tileValue = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}: \\d+$`));
const tileCount = async (page: Page, label: string) => Number((await tileValue(page, label).getAttribute('aria-label'))?.split(': ')[1]);

let project: { id: string; name: string };

test.beforeEach(async ({ page }) => {
  await signIn(page, '/tasks');
  project = await createProject(page, { name: unique('Tasks Project') });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Tasks' })).toBeVisible();
});

test('shows heading, tiles, search and filters, and the empty texts', async ({ page }) => {
  await expect(page.getByText('Manage and track your project tasks')).toBeVisible();
  for (const label of ['Total Tasks', 'Completed', 'In Progress', 'To Do']) await expect(tileValue(page, label)).toBeVisible();
  await expect(page.getByPlaceholder('Search tasks...')).toBeVisible();
  await page.getByPlaceholder('Search tasks...').fill(unique('nothing matches'));
  await expect(page.getByText('No tasks found')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters to see more tasks.')).toBeVisible();

  // No filters and no tasks at all: the shared database has other specs' tasks, so serve none.
  const none = { data: [], totalCount: 0, nextCursor: null, counts: { total: 0, completed: 0, inProgress: 0, toDo: 0 } };
  await page.route('**/api/v1/tasks?*', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: none }) : route.continue()));
  await page.reload();
  await expect(page.getByText('No tasks found')).toBeVisible();
  await expect(page.getByText('Create your first task to get started.')).toBeVisible();
  await expect(tileValue(page, 'Total Tasks')).toHaveAccessibleName('Total Tasks: 0');
});

test('validates the new task form and says when there are no projects', async ({ page }) => {
  await page.getByRole('button', { name: 'New Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Task' });
  await expect(dialog.getByRole('combobox', { name: 'Priority' })).toHaveText('P3 Medium');
  await dialog.getByLabel('Title').fill('   ');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog.getByText('Please enter a task title')).toBeVisible();
  await expect(dialog.getByText('Please select a project to continue')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.route('**/api/v1/projects', (route) => route.fulfill({ json: [] }));
  await page.getByRole('button', { name: 'New Task' }).click();
  await expect(page.getByRole('dialog', { name: 'New Task' }).getByText('No projects available. Create a project first.')).toBeVisible();
});

test("creates a task with due date and checklist, fires 'refresh-tasks' and updates the tiles", async ({ page }) => {
  const title = unique('Send the lease');
  const total = await tileCount(page, 'Total Tasks');
  const toDo = await tileCount(page, 'To Do');
  await page.evaluate(() => {
    (window as unknown as { refreshed: number }).refreshed = 0;
    window.addEventListener('refresh-tasks', () => (window as unknown as { refreshed: number }).refreshed++);
  });

  await page.getByRole('button', { name: 'New Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Task' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Countersigned copy to the tenant');
  await choose(page, 'Project', project.name, dialog);
  await choose(page, 'Priority', 'P1 Critical', dialog);
  await dialog.getByLabel('Due Date').click();
  const calendar = page.getByRole('grid');
  await expect(calendar.locator('thead th').first()).toHaveAttribute('aria-label', 'Sunday');
  const due = isoDay(3);
  if ((await page.locator(`[data-day="${due}"]`).count()) === 0) await page.getByRole('button', { name: /Go to the Next Month/ }).click();
  await page.locator(`[data-day="${due}"] button`).first().click();
  await dialog.getByLabel('Assignee').fill('Jane');
  for (const item of ['Print', '   ', 'Sign', 'Scan']) {
    await dialog.getByLabel('New checklist item').fill(item);
    await dialog.getByLabel('New checklist item').press('Enter');
  }
  await dialog.getByRole('button', { name: 'Create Task' }).click();

  await expect(toast(page, 'Task Created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, title)).toContainText(project.name);
  await expect(card(page, title)).toContainText('P1 Critical');
  await expect(card(page, title)).toContainText('Jane');
  await expect(tileValue(page, 'Total Tasks')).toHaveAccessibleName(`Total Tasks: ${total + 1}`);
  await expect(tileValue(page, 'To Do')).toHaveAccessibleName(`To Do: ${toDo + 1}`);
  expect(await page.evaluate(() => (window as unknown as { refreshed: number }).refreshed)).toBeGreaterThan(0);
  expect(await findTask(page, title)).toMatchObject({
    status: 'to_do',
    priority: 'P1',
    due_date: due,
    assignee: 'Jane',
    project_name: project.name,
    checklist: [
      { text: 'Print', completed: false },
      { text: 'Sign', completed: false },
      { text: 'Scan', completed: false },
    ],
  });
});

test('checkbox completes and reopens, striking the title through', async ({ page }) => {
  const title = unique('Call Jane');
  await createTask(page, { title, project_id: project.id });
  await page.reload();
  const completed = await tileCount(page, 'Completed');
  const titleButton = card(page, title).getByRole('button', { name: title, exact: true });
  await card(page, title)
    .getByRole('checkbox', { name: `Mark "${title}" as completed` })
    .click();
  await expect(toast(page, 'Task Completed')).toBeVisible();
  await expect(titleButton).toHaveCSS('text-decoration-line', 'line-through');
  await expect(tileValue(page, 'Completed')).toHaveAccessibleName(`Completed: ${completed + 1}`);
  expect((await findTask(page, title))?.status).toBe('completed');

  await card(page, title)
    .getByRole('checkbox', { name: `Mark "${title}" as to do` })
    .click();
  await expect(toast(page, 'Task Reopened')).toBeVisible();
  await expect(titleButton).not.toHaveCSS('text-decoration-line', 'line-through');
  await expect.poll(async () => (await findTask(page, title))?.status).toBe('to_do');
});

test('status dropdown offers all four statuses; Archived archives and leaving it unarchives', async ({ page }) => {
  const title = unique('Status task');
  const task = await createTask(page, { title, project_id: project.id });
  await page.reload();
  const status = card(page, title).getByRole('combobox', { name: `Status of ${title}` });
  await status.click();
  await expect(page.getByRole('option')).toHaveText(['To Do', 'In Progress', 'Completed', 'Archived']);
  await page.getByRole('option', { name: 'In Progress' }).click();
  await expect(toast(page, 'Status Updated')).toBeVisible();
  await expect.poll(async () => (await findTask(page, title))?.status).toBe('in_progress');

  const archived = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/v1/archives/tasks/${task.id}/archive`));
  await status.click();
  await page.getByRole('option', { name: 'Archived' }).click();
  await archived;
  await expect.poll(async () => (await findTask(page, title))?.is_archived).toBe(true);

  const unarchived = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/v1/archives/tasks/${task.id}/unarchive`));
  await status.click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await unarchived;
  await expect.poll(async () => await findTask(page, title)).toMatchObject({ status: 'completed', is_archived: false });
});

test('rolls a refused status change back with the failure toast', async ({ page }) => {
  const title = unique('Refused task');
  await createTask(page, { title, project_id: project.id });
  await page.reload();
  await page.route('**/api/v1/tasks/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Database unavailable' } } })
      : route.continue(),
  );
  await card(page, title)
    .getByRole('checkbox', { name: `Mark "${title}" as completed` })
    .click();
  await expect(toast(page, 'Failed to update task status')).toBeVisible();
  await expect(card(page, title).getByRole('checkbox', { name: `Mark "${title}" as completed` })).not.toBeChecked();
  await expect(card(page, title).getByRole('combobox')).toHaveText('To Do');
});

test('previews 3 checklist items then +n more items..., and ticks them in place', async ({ page }) => {
  const title = unique('Checklist task');
  await createTask(page, {
    title,
    project_id: project.id,
    checklist: ['One', 'Two', 'Three', 'Four', 'Five'].map((text) => ({ text, completed: false })),
  });
  await page.reload();
  const item = card(page, title).getByRole('checkbox', { name: 'Two' });
  await expect(card(page, title).getByRole('checkbox', { name: 'Three' })).toBeVisible();
  await expect(card(page, title).getByRole('checkbox', { name: 'Four' })).toHaveCount(0);
  await expect(card(page, title)).toContainText('+2 more items...');
  await item.click();
  await expect(item).toBeChecked();
  await expect
    .poll(async () => (await findTask(page, title))?.checklist.map((i) => i.completed))
    .toEqual([false, true, false, false, false]);
});

test('colours due dates: overdue, within a day, later', async ({ page }) => {
  const tag = unique('Colour');
  await createTask(page, { title: `${tag} overdue`, project_id: project.id, due_date: isoDay(-2) });
  await createTask(page, { title: `${tag} tomorrow`, project_id: project.id, due_date: isoDay(1) });
  await createTask(page, { title: `${tag} later`, project_id: project.id, due_date: isoDay(9) });
  await page.reload();
  const tone = (suffix: string) => card(page, `${tag} ${suffix}`).getByRole('button', { name: /^Due / });
  await expect(tone('overdue')).toHaveAttribute('data-tone', 'destructive');
  await expect(tone('tomorrow')).toHaveAttribute('data-tone', 'secondary');
  await expect(tone('later')).toHaveAttribute('data-tone', 'muted');

  // Another day in the month the calendar opens on (the one holding the current due date).
  const next = isoDay(9).endsWith('-01') ? isoDay(10) : isoDay(8);
  await tone('later').click();
  await page.locator(`[data-day="${next}"] button`).first().click();
  await expect(toast(page, 'Due Date Updated')).toBeVisible();
  await expect(tone('later')).toHaveAttribute('data-tone', 'muted');
  await expect.poll(async () => (await findTask(page, `${tag} later`))?.due_date).toBe(next);
});

test('opens the detail dialog from the card and edits the task with its checklist', async ({ page }) => {
  const title = unique('Detail task');
  await createTask(page, {
    title,
    project_id: project.id,
    checklist: [
      { text: 'Keep me', completed: false },
      { text: 'Drop me', completed: false },
    ],
  });
  await page.reload();
  await card(page, title).getByText(project.name).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  const renamed = `${title} v2`;
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByRole('checkbox', { name: 'Item 1 done' }).click();
  await dialog.getByRole('button', { name: 'Remove item 2' }).click();
  await dialog.getByLabel('New checklist item').fill('Added');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await choose(page, 'Status', 'In Progress', dialog);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Task Updated')).toBeVisible();
  await expect(card(page, renamed)).toBeVisible();
  expect(await findTask(page, renamed)).toMatchObject({
    status: 'in_progress',
    checklist: [
      { text: 'Keep me', completed: true },
      { text: 'Added', completed: false },
    ],
  });

  await card(page, renamed)
    .getByRole('button', { name: `Actions for ${renamed}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Task' }).getByLabel('Title')).toHaveValue(renamed);
});

test('deletes a task after confirmation', async ({ page }) => {
  const title = unique('Delete task');
  await createTask(page, { title, project_id: project.id });
  await page.reload();
  await card(page, title)
    .getByRole('button', { name: `Actions for ${title}` })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Task' });
  await expect(dialog).toContainText(`Are you sure you want to delete "${title}"?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Task Deleted')).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);
  expect(await findTask(page, title)).toBeUndefined();
});

test('searches and filters by status and priority', async ({ page }) => {
  const tag = unique('Filt');
  await createTask(page, { title: `${tag} urgent`, project_id: project.id, priority: 'P1' });
  await createTask(page, { title: `${tag} done`, project_id: project.id, status: 'completed', priority: 'P4' });
  await createTask(page, { title: `${tag} doing`, project_id: project.id, status: 'in_progress' });
  await page.reload();
  await page.getByPlaceholder('Search tasks...').fill(tag);
  await expect(page.getByTestId('task-card')).toHaveCount(3);
  await choose(page, 'Filter by status', 'Completed');
  await expect(page.getByTestId('task-card')).toHaveCount(1);
  await expect(card(page, `${tag} done`)).toBeVisible();
  await choose(page, 'Filter by status', 'All Statuses');
  await choose(page, 'Filter by priority', 'P1 Critical');
  await expect(page.getByTestId('task-card')).toHaveCount(1);
  await expect(card(page, `${tag} urgent`)).toBeVisible();
  await choose(page, 'Filter by priority', 'P2 High');
  await expect(page.getByText('Try adjusting your filters to see more tasks.')).toBeVisible();
});

test("reloads on a 'refresh-tasks' event and when the tab becomes visible", async ({ page }) => {
  const first = unique('From elsewhere');
  await createTask(page, { title: first, project_id: project.id });
  await expect(card(page, first)).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new Event('refresh-tasks')));
  await expect(card(page, first)).toBeVisible();

  const second = unique('Back to tab');
  await createTask(page, { title: second, project_id: project.id });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(card(page, second)).toBeVisible();
});

test('pages tasks 10 at a time', async ({ page }) => {
  const tag = unique('Page');
  for (let i = 0; i < 11; i++) await createTask(page, { title: `${tag} ${i}`, project_id: project.id });
  await page.reload();
  await page.getByPlaceholder('Search tasks...').fill(tag);
  await expect(page.getByTestId('task-card')).toHaveCount(10);
  await expect(page.getByText('Showing 1 to 10 of 11 items')).toBeVisible();
  // The server sends the page: the screen asks for the second ten, with the search.
  const second = page.waitForRequest((r) => /\/api\/v1\/tasks\?limit=10&offset=10&q=/.test(r.url()));
  await page.getByRole('button', { name: 'Next' }).click();
  await second;
  await expect(page.getByTestId('task-card')).toHaveCount(1);
  await expect(page.getByText('Showing 11 to 11 of 11 items')).toBeVisible();
  await page.getByPlaceholder('Search tasks...').fill(`${tag} 1`);
  await expect(page.getByText('Showing 1 to 2 of 2 items')).toBeVisible();
});
