import { expect, type Page } from '@playwright/test';
import type { Task as ApiTask } from '@triage/contracts';
import { api, createProject } from './api';
import { signIn, unique } from './app';

/** The Tasks screen's card of the task titled `title`. */
export const taskCard = (page: Page, title: string) =>
  page.getByTestId('task-card').filter({ has: page.getByRole('button', { name: title, exact: true }) });

/** The task titled `title` as the API returns it. */
export const findTask = async (page: Page, title: string) =>
  (await api<ApiTask[]>(page, 'GET', '/api/v1/tasks')).find((t) => t.title === title);

/** A summary tile ("Total Tasks: 3") by its label. */
export const tileValue = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}: \\d+$`));

/** The number a summary tile shows. */
export const tileCount = async (page: Page, label: string) =>
  Number((await tileValue(page, label).getAttribute('aria-label'))?.split(': ')[1]);

/** Signs in and makes a fresh project to file tasks under; a test adds its tasks before opening the screen. */
export async function signInWithProject(page: Page): Promise<{ id: string; name: string }> {
  await signIn(page);
  return createProject(page, { name: unique('Tasks Project') });
}

/** Opens the Tasks screen and waits for its first page: until then the tiles read 0. */
export async function openTasks(page: Page) {
  await page.goto('/tasks');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tasks' })).toBeVisible();
  await expect(page.getByText('Loading tasks...')).toBeHidden();
}
