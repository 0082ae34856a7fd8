import { expect, test, type Page } from '@playwright/test';
import { api } from './support/api';
import { signIn, toast, watchForPageProblems, openScreen } from './support/app';
import type { SyncStatus } from '@triage/contracts';

watchForPageProblems();

const status = (page: Page) => api<SyncStatus>(page, 'GET', '/api/v1/sync/status');

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const open = (page: Page) => openScreen(page, '/sync', 'Sync Dashboard');

test('shows the last and next sync, the mailbox and the recent runs with their counts', async ({ page }) => {
  await expect.poll(async () => (await status(page)).lastSync, { timeout: 20_000 }).not.toBeNull();
  await page.goto('/sync');
  await expect(page.getByTestId('last-sync')).toContainText(/Last sync.*ago/);
  await expect(page.getByTestId('next-sync')).toContainText(/Next sync(in |Any moment)/);
  await expect(page.getByTestId('next-sync')).toContainText('Every 2 min');
  await expect(page.getByTestId('mailbox')).toContainText('Local mailbox');
  await expect(page.getByTestId('mailbox')).toContainText('Connected');
  await expect(page.getByTestId('mailbox')).toContainText('local@localhost');
  const runs = page.getByTestId('sync-run');
  await expect(runs.first()).toBeVisible();
  // The screen polls; compare it with the server until both show the same runs.
  await expect(async () => {
    const recent = (await status(page)).recent;
    await expect(runs).toHaveCount(recent.length, { timeout: 1000 });
    const done = recent.findIndex((r) => r.status === 'completed');
    const r = recent[done]!;
    const counts = r.added + r.updated + r.removed === 0 ? 'no changes' : `${r.added} new, ${r.updated} updated, ${r.removed} removed`;
    await expect(runs.nth(done)).toContainText(counts, { timeout: 1000 });
    await expect(runs.nth(done)).toContainText('Completed', { timeout: 1000 });
    await expect(runs.nth(done)).toContainText(r.kind === 'sync' ? 'Sync' : 'Import', { timeout: 1000 });
  }).toPass({ timeout: 25_000 });
});

test("'Sync now' runs a sync that appears in the list", async ({ page }) => {
  await open(page);
  const before = await status(page);
  const newest = before.recent.filter((r) => r.kind === 'sync')[0]?.startedAt ?? '';
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(toast(page, 'Sync started')).toBeVisible();
  await expect
    .poll(
      async () => (await status(page)).recent.filter((r) => r.kind === 'sync' && r.startedAt > newest && r.status === 'completed').length,
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(0);
  const latest = (await status(page)).recent.find((r) => r.kind === 'sync')!;
  await expect(page.locator(`[data-testid="sync-run"][data-kind="sync"]`).first()).toHaveAttribute('data-status', latest.status, {
    timeout: 15_000,
  });
  await expect(page.getByTestId('last-sync')).toContainText(/seconds? ago|minute ago/);
});

test('offers a retry for a failed run, which starts it again', async ({ page }) => {
  const real = await status(page);
  const failed = {
    ...real.recent[0]!,
    id: 'failed-run',
    kind: 'sync',
    status: 'error',
    error: 'Graph answered 503 Service Unavailable',
    trigger: 'schedule',
  };
  const failedImport = { ...failed, id: 'failed-import', kind: 'import', error: 'The mailbox stopped answering', trigger: 'user' };
  await page.route('**/api/v1/sync/status', (route) =>
    route.fulfill({ json: { ...real, running: [], recent: [failed, failedImport, ...real.recent] } }),
  );
  await page.goto('/sync');
  const row = page.locator('[data-testid="sync-run"]').first();
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('Graph answered 503 Service Unavailable');

  const syncRequest = page.waitForRequest((r) => r.url().endsWith('/api/v1/microsoft/emails/sync') && r.method() === 'POST');
  await row.getByRole('button', { name: 'Retry sync' }).click();
  await syncRequest;
  await expect(toast(page, 'Sync started')).toBeVisible();

  const importRow = page.locator('[data-testid="sync-run"][data-kind="import"]').first();
  await expect(importRow).toContainText('The mailbox stopped answering');
  const importRequest = page.waitForRequest((r) => r.url().endsWith('/api/v1/import-emails') && r.method() === 'POST');
  await importRow.getByRole('button', { name: 'Retry import' }).click();
  await importRequest;
  await expect(toast(page, 'Import Started')).toBeVisible();
});

test('says so when the sync status cannot be loaded', async ({ page }) => {
  await page.route('**/api/v1/sync/status', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Down' } } }),
  );
  await page.goto('/sync');
  await expect(page.getByText('Failed to load sync status')).toBeVisible();
});
