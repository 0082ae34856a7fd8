import { expect, type Page } from '@playwright/test';
import { appOrigin } from './worker-server';

/**
 * Test data through the real API, in the signed-in page's session. Mutations carry the app's
 * Origin, as the browser would (the server's CSRF guard wants it): the open page's, or before the
 * first page load the worker's server's.
 */
export async function api<T = unknown>(page: Page, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    data: method === 'GET' ? undefined : (data ?? {}),
    headers: method === 'GET' ? {} : { Origin: requestOrigin(page) },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The Origin a mutation carries: the open page's, or before the first page load the worker's server's. */
export const requestOrigin = (page: Page) => (page.url().startsWith('http') ? new URL(page.url()).origin : appOrigin);

export interface Created {
  id: string;
  name: string;
}

export const createProject = (page: Page, body: Record<string, unknown>) =>
  api<Created & Record<string, unknown>>(page, 'POST', '/api/v1/projects', body);

export const createTask = (page: Page, body: Record<string, unknown>) =>
  api<{ id: string; title: string } & Record<string, unknown>>(page, 'POST', '/api/v1/tasks', body);

export const createService = (page: Page, body: Record<string, unknown>) =>
  api<Created & { projects: unknown[] }>(page, 'POST', '/api/v1/services', body);

export const createTemplate = (page: Page, body: Record<string, unknown>) => api<Created>(page, 'POST', '/api/v1/templates', body);

/** yyyy-mm-dd, `days` from today in the browser's (and this machine's) local time. */
export function isoDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
