// Tasks screen: the list: tiles, empty texts, due-date colours, search and filters, reloading, paging.
import { expect, test } from '@playwright/test';
import { createTask, isoDay } from './support/api';
import { choose, toast, unique, watchForPageProblems } from './support/app';
import { findTask, taskCard, tileValue, openTasks, signInWithProject } from './support/tasks';

watchForPageProblems();

let project: { id: string; name: string };

test.beforeEach(async ({ page }) => {
  project = await signInWithProject(page);
});

test('shows heading, tiles, search and filters, and the empty texts', async ({ page }) => {
  await openTasks(page);
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

test('colours due dates: overdue, within a day, later', async ({ page }) => {
  const tag = unique('Colour');
  await createTask(page, { title: `${tag} overdue`, project_id: project.id, due_date: isoDay(-2) });
  await createTask(page, { title: `${tag} tomorrow`, project_id: project.id, due_date: isoDay(1) });
  await createTask(page, { title: `${tag} later`, project_id: project.id, due_date: isoDay(9) });
  await page.goto('/tasks');
  const tone = (suffix: string) => taskCard(page, `${tag} ${suffix}`).getByRole('button', { name: /^Due / });
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

test('searches and filters by status and priority', async ({ page }) => {
  const tag = unique('Filt');
  await createTask(page, { title: `${tag} urgent`, project_id: project.id, priority: 'P1' });
  await createTask(page, { title: `${tag} done`, project_id: project.id, status: 'completed', priority: 'P4' });
  await createTask(page, { title: `${tag} doing`, project_id: project.id, status: 'in_progress' });
  await page.goto('/tasks');
  await page.getByPlaceholder('Search tasks...').fill(tag);
  await expect(page.getByTestId('task-card')).toHaveCount(3);
  await choose(page, 'Filter by status', 'Completed');
  await expect(page.getByTestId('task-card')).toHaveCount(1);
  await expect(taskCard(page, `${tag} done`)).toBeVisible();
  await choose(page, 'Filter by status', 'All Statuses');
  await choose(page, 'Filter by priority', 'P1 Critical');
  await expect(page.getByTestId('task-card')).toHaveCount(1);
  await expect(taskCard(page, `${tag} urgent`)).toBeVisible();
  await choose(page, 'Filter by priority', 'P2 High');
  await expect(page.getByText('Try adjusting your filters to see more tasks.')).toBeVisible();
});

test("reloads on a 'refresh-tasks' event and when the tab becomes visible", async ({ page }) => {
  await openTasks(page);
  const first = unique('From elsewhere');
  await createTask(page, { title: first, project_id: project.id });
  await expect(taskCard(page, first)).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new Event('refresh-tasks')));
  await expect(taskCard(page, first)).toBeVisible();

  const second = unique('Back to tab');
  await createTask(page, { title: second, project_id: project.id });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(taskCard(page, second)).toBeVisible();
});

test('pages tasks 10 at a time', async ({ page }) => {
  const tag = unique('Page');
  for (let i = 0; i < 11; i++) await createTask(page, { title: `${tag} ${i}`, project_id: project.id });
  await page.goto('/tasks');
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
