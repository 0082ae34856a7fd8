import { expect, test, type Page } from '@playwright/test';
import { api, createProject } from './support/api';
import { choose, signIn, toast, unique, watchForPageProblems, openScreen } from './support/app';
import type { Task as ApiTask } from '@triage/contracts';

watchForPageProblems();

const tasks = (page: Page) => api<ApiTask[]>(page, 'GET', '/api/v1/tasks');

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const open = (page: Page) => openScreen(page, '/preview', 'Preview & Test');

async function fillEmail(page: Page, email: { from: string; subject: string; body: string }) {
  await page.getByLabel('From').fill(email.from);
  await page.getByLabel('Subject').fill(email.subject);
  await page.getByLabel('Body').fill(email.body);
}

test("has the 'Paste Email' and 'Sample Emails' tabs with two samples previewed at 120 characters", async ({ page }) => {
  await open(page);
  await expect(page.getByRole('tab', { name: 'Paste Email' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Sample Emails' }).click();
  const samples = page.getByTestId('sample-email');
  await expect(samples).toHaveCount(2);
  for (const sample of await samples.all()) {
    const preview = (await sample.locator('p').nth(1).textContent())!;
    expect(preview.endsWith('...')).toBe(true);
    expect(preview.length).toBe(123);
  }
  await samples
    .first()
    .getByRole('button', { name: /^Use sample/ })
    .click();
  await expect(page.getByRole('tab', { name: 'Paste Email' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Subject')).toHaveValue(/Elevator car 2/);
  await expect(page.getByLabel('From')).not.toHaveValue('');
  await expect(page.getByLabel('Body')).not.toHaveValue('');
});

test("asks for every field: 'Please fill in all email fields'", async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Generate Prediction' }).click();
  await expect(toast(page, 'Please fill in all email fields')).toBeVisible();
  await page.getByLabel('From').fill('jane@example.com');
  await page.getByLabel('Subject').fill('Hello');
  await page.getByLabel('Body').fill('   ');
  await page.getByRole('button', { name: 'Generate Prediction' }).click();
  await expect(toast(page, 'Please fill in all email fields')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Prediction' })).toBeHidden();
});

test('generates a prediction without creating anything, and the dry run shows exactly what would be created', async ({ page }) => {
  await open(page);
  const project = await createProject(page, { name: unique('Preview Tower'), domainMatches: ['preview-tower.example'] });
  const before = (await tasks(page)).length;
  await fillEmail(page, {
    from: 'Sam Lee <sam@preview-tower.example>',
    subject: 'Leak in the lobby - urgent',
    body: 'Hi, water is leaking in the lobby. Could you please send a plumber today?',
  });
  await page.getByRole('button', { name: 'Generate Prediction' }).click();
  const card = page.getByRole('region', { name: 'Prediction' });
  await expect(card).toBeVisible();
  for (const label of ['Title', 'Description', 'Project', 'Priority', 'Tags', 'Due', 'Assignee', 'Matched rules']) {
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(card.getByText(project.name, { exact: true })).toBeVisible();
  const title = (await card.getByTestId('prediction-title').textContent())!;
  expect(title.length).toBeGreaterThan(0);
  expect((await tasks(page)).length).toBe(before);

  await card.getByRole('button', { name: 'Create Task in an external task manager (Dry Run)' }).click();
  const dryRun = page.getByRole('region', { name: 'Dry run' });
  await expect(dryRun).toBeVisible();
  const payload = JSON.parse((await dryRun.getByTestId('dry-run-payload').textContent())!) as Record<string, unknown>;
  expect(payload).toMatchObject({ title, project_id: project.id, project_name: project.name, status: 'to_do' });
  expect(['P1', 'P2', 'P3', 'P4']).toContain(payload.priority);
  expect((await tasks(page)).length).toBe(before);
});

test("'Adjust & Accept' lets the user change the task, then creates it", async ({ page }) => {
  const project = await createProject(page, { name: unique('Accept Project') });
  await page.goto('/preview');
  await fillEmail(page, {
    from: 'kim@vendor.example',
    subject: 'Quote for the new boiler',
    body: 'Please review the attached quote and approve it by Friday.',
  });
  await page.getByRole('button', { name: 'Generate Prediction' }).click();
  await page.getByRole('button', { name: 'Adjust & Accept' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust & Accept' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Title').fill(' ');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog.getByText('Please enter a task title')).toBeVisible();

  const title = unique('Approve the boiler quote');
  await dialog.getByLabel('Title').fill(title);
  await choose(page, 'Project', project.name, dialog);
  await choose(page, 'Priority', 'P2 High', dialog);
  await dialog.getByLabel('Due date').fill('2031-02-03');
  await dialog.getByLabel('Assignee').fill('Kim');
  await page.evaluate(() => {
    (window as unknown as { refreshed: number }).refreshed = 0;
    window.addEventListener('refresh-tasks', () => (window as unknown as { refreshed: number }).refreshed++);
  });
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(page, 'Task Created')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { refreshed: number }).refreshed)).toBe(1);
  const created = (await tasks(page)).find((t) => t.title === title)!;
  expect(created).toMatchObject({ project_id: project.id, priority: 'P2', due_date: '2031-02-03', assignee: 'Kim' });
});

test("a failed prediction says 'Failed to generate prediction'", async ({ page }) => {
  await open(page);
  await page.route('**/api/v1/predict', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'The classifier crashed' } } }),
  );
  await fillEmail(page, { from: 'a@b.example', subject: 'Hi', body: 'Hello there' });
  await page.getByRole('button', { name: 'Generate Prediction' }).click();
  await expect(toast(page, 'Failed to generate prediction')).toBeVisible();
  await expect(toast(page, 'The classifier crashed')).toBeVisible();
});
