import { test, expect, type Page } from '@playwright/test';
import { toast, watchForPageProblems } from './support/app';
import { startMicrosoftStack, type MicrosoftStack } from './support/microsoft-stack';

/**
 * The Microsoft To Do controls in Microsoft mode: the Graph test server stands in for Microsoft
 * 365 (mail and To Do), a real OpenID provider for Entra ID.
 */
let stack: MicrosoftStack;

test.describe.configure({ mode: 'serial' });
watchForPageProblems();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startMicrosoftStack({ messages: 5 });
});

test.afterAll(async () => {
  await stack?.stop();
});

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
});

async function signIn(page: Page) {
  await page.goto(`${stack.base}/`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByPlaceholder('Enter any login').fill('ada');
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** The tasks of a To Do list as Microsoft's side holds them. */
async function todoTasks(listName: string): Promise<{ title: string; importance: string }[]> {
  const get = async (path: string) => (await fetch(`${stack.graph.url}${path}`, { headers: { authorization: 'Bearer x' } })).json();
  const lists = (await get('/me/todo/lists')).value as { id: string; displayName: string }[];
  const list = lists.find((l) => l.displayName === listName);
  return list ? (await get(`/me/todo/lists/${list.id}/tasks?$top=100`)).value : [];
}

test('Account Connections connects a new "Triage" To Do list; Preview & Test then creates its task there for real', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto(`${stack.base}/settings`);
  const todo = page.getByTestId('todo-connection');
  await expect(todo).toContainText('Microsoft To Do');
  await expect(todo).toContainText('Not connected');
  await todo.getByRole('button', { name: 'Create a "Triage" list' }).click();
  await expect(toast(page, "Microsoft To Do: tasks go to 'Triage'")).toBeVisible();
  await expect(todo).toContainText("Approved tasks are created in 'Triage', with a link back to the email.");
  await expect(todo.getByRole('button', { name: 'Create a "Triage" list' })).toHaveCount(0);

  await page.goto(`${stack.base}/preview`);
  await page.getByLabel('From').fill('kim@vendor.example');
  await page.getByLabel('Subject').fill('Quote for the new boiler');
  await page.getByLabel('Body').fill('Please review the attached quote and approve it by Friday.');
  await page.getByRole('button', { name: 'Generate Prediction' }).click();
  const card = page.getByRole('region', { name: 'Prediction' });
  const title = (await card.getByTestId('prediction-title').textContent())!;
  await card.getByRole('button', { name: 'Create Task in an external task manager', exact: true }).click();
  await expect(toast(page, 'Created in Microsoft To Do: Triage')).toBeVisible();
  expect((await todoTasks('Triage')).map((t) => t.title)).toContain(title);
  await expect(page.getByRole('region', { name: 'Dry run' })).toHaveCount(0);
});

test('disconnecting To Do makes the Preview & Test button a dry run again', async ({ page }) => {
  await signIn(page);
  await page.goto(`${stack.base}/settings`);
  const todo = page.getByTestId('todo-connection');
  await todo.getByRole('combobox', { name: 'To Do list' }).click();
  await page.getByRole('option', { name: 'Not connected' }).click();
  await expect(toast(page, 'Microsoft To Do disconnected')).toBeVisible();
  await page.goto(`${stack.base}/preview`);
  await page.getByLabel('From').fill('kim@vendor.example');
  await page.getByLabel('Subject').fill('Quote for the new boiler');
  await page.getByLabel('Body').fill('Please review the attached quote and approve it by Friday.');
  await page.getByRole('button', { name: 'Generate Prediction' }).click();
  await page.getByRole('button', { name: 'Create Task in an external task manager (Dry Run)' }).click();
  await expect(page.getByRole('region', { name: 'Dry run' })).toContainText('no external task manager is connected');
});
