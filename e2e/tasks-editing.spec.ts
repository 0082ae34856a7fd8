// Tasks screen: changing tasks: the new-task form, completing, status changes and their rollback, the
// checklist, the detail dialog, deleting.
import { expect, test } from '@playwright/test';
import { createTask, isoDay } from './support/api';
import { choose, toast, unique, watchForPageProblems } from './support/app';
import { findTask, taskCard, tileCount, tileValue, openTasks, signInWithProject } from './support/tasks';

watchForPageProblems();

let project: { id: string; name: string };

test.beforeEach(async ({ page }) => {
  project = await signInWithProject(page);
});

test('validates the new task form and says when there are no projects', async ({ page }) => {
  await openTasks(page);
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
  await openTasks(page);
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
  await expect(taskCard(page, title)).toContainText(project.name);
  await expect(taskCard(page, title)).toContainText('P1 Critical');
  await expect(taskCard(page, title)).toContainText('Jane');
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
  await page.goto('/tasks');
  const completed = await tileCount(page, 'Completed');
  const titleButton = taskCard(page, title).getByRole('button', { name: title, exact: true });
  await taskCard(page, title)
    .getByRole('checkbox', { name: `Mark "${title}" as completed` })
    .click();
  await expect(toast(page, 'Task Completed')).toBeVisible();
  await expect(titleButton).toHaveCSS('text-decoration-line', 'line-through');
  await expect(tileValue(page, 'Completed')).toHaveAccessibleName(`Completed: ${completed + 1}`);
  expect((await findTask(page, title))?.status).toBe('completed');

  await taskCard(page, title)
    .getByRole('checkbox', { name: `Mark "${title}" as to do` })
    .click();
  await expect(toast(page, 'Task Reopened')).toBeVisible();
  await expect(titleButton).not.toHaveCSS('text-decoration-line', 'line-through');
  await expect.poll(async () => (await findTask(page, title))?.status).toBe('to_do');
});

test('status dropdown offers all four statuses; Archived archives and leaving it unarchives', async ({ page }) => {
  const title = unique('Status task');
  const task = await createTask(page, { title, project_id: project.id });
  await page.goto('/tasks');
  const status = taskCard(page, title).getByRole('combobox', { name: `Status of ${title}` });
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
  await page.goto('/tasks');
  await page.route('**/api/v1/tasks/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Database unavailable' } } })
      : route.continue(),
  );
  await taskCard(page, title)
    .getByRole('checkbox', { name: `Mark "${title}" as completed` })
    .click();
  await expect(toast(page, 'Failed to update task status')).toBeVisible();
  await expect(taskCard(page, title).getByRole('checkbox', { name: `Mark "${title}" as completed` })).not.toBeChecked();
  await expect(taskCard(page, title).getByRole('combobox')).toHaveText('To Do');
});

test("sets, changes and removes a due date from the card's badge", async ({ page }) => {
  const title = unique('Due task');
  await createTask(page, { title, project_id: project.id });
  await page.goto('/tasks');
  const card = taskCard(page, title);
  const pickDay = async (day: string) => {
    if ((await page.locator(`[data-day="${day}"]`).count()) === 0) await page.getByRole('button', { name: /Go to the Next Month/ }).click();
    await page.locator(`[data-day="${day}"] button`).first().click();
  };

  await card.getByRole('button', { name: 'Set due date' }).click();
  await pickDay(isoDay(3));
  await expect(toast(page, 'Due Date Updated')).toBeVisible();
  await expect.poll(async () => (await findTask(page, title))?.due_date).toBe(isoDay(3));
  const badge = card.getByRole('button', { name: /^Due .+, change due date$/ });
  await expect(badge).toBeFocused();

  await badge.click();
  await pickDay(isoDay(5));
  await expect.poll(async () => (await findTask(page, title))?.due_date).toBe(isoDay(5));
  await badge.click();
  await page.getByRole('button', { name: 'Remove due date' }).click();
  await expect(card.getByRole('button', { name: 'Set due date' })).toBeVisible();
  await expect.poll(async () => (await findTask(page, title))?.due_date).toBeNull();
});

test('previews 3 checklist items then +n more items..., and ticks them in place', async ({ page }) => {
  const title = unique('Checklist task');
  await createTask(page, {
    title,
    project_id: project.id,
    checklist: ['One', 'Two', 'Three', 'Four', 'Five'].map((text) => ({ text, completed: false })),
  });
  await page.goto('/tasks');
  const item = taskCard(page, title).getByRole('checkbox', { name: 'Two' });
  await expect(taskCard(page, title).getByRole('checkbox', { name: 'Three' })).toBeVisible();
  await expect(taskCard(page, title).getByRole('checkbox', { name: 'Four' })).toHaveCount(0);
  await expect(taskCard(page, title)).toContainText('+2 more items...');
  await item.click();
  await expect(item).toBeChecked();
  await expect
    .poll(async () => (await findTask(page, title))?.checklist.map((i) => i.completed))
    .toEqual([false, true, false, false, false]);
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
  await page.goto('/tasks');
  await taskCard(page, title).getByText(project.name).click();
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
  await expect(taskCard(page, renamed)).toBeVisible();
  expect(await findTask(page, renamed)).toMatchObject({
    status: 'in_progress',
    checklist: [
      { text: 'Keep me', completed: true },
      { text: 'Added', completed: false },
    ],
  });

  await taskCard(page, renamed)
    .getByRole('button', { name: `Actions for ${renamed}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Task' }).getByLabel('Title')).toHaveValue(renamed);
});

test('deletes a task after confirmation', async ({ page }) => {
  const title = unique('Delete task');
  await createTask(page, { title, project_id: project.id });
  await page.goto('/tasks');
  await taskCard(page, title)
    .getByRole('button', { name: `Actions for ${title}` })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Task' });
  await expect(dialog).toContainText(`Are you sure you want to delete "${title}"?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Task Deleted')).toBeVisible();
  await expect(taskCard(page, title)).toHaveCount(0);
  expect(await findTask(page, title)).toBeUndefined();
});
