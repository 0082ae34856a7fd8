import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { api } from './support/api';
import { signIn, toast, unique, watchForPageProblems, openScreen } from './support/app';
import { dismissToasts } from './support/toasts';

watchForPageProblems();

const cardTitled = (page: Page, title: string) =>
  page.locator('div.rounded-xl').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const open = (page: Page) => openScreen(page, '/settings', 'Settings');

test('Account Connections: shows the mailbox and disconnects and connects it', async ({ page }) => {
  await open(page);
  const mailbox = page.getByTestId('mailbox-connection');
  await expect(mailbox).toContainText('Local mailbox');
  await expect(mailbox).toContainText('local@localhost');
  await expect(mailbox).toContainText('Connected');
  await expect(mailbox).toContainText(/Last sync: (.+ ago|never)/);
  try {
    await mailbox.getByRole('button', { name: 'Disconnect' }).click();
    await expect(toast(page, 'Mailbox disconnected')).toBeVisible();
    await expect(mailbox).toContainText('Disconnected');
    expect((await api<{ mailbox: { connected: boolean } }>(page, 'GET', '/api/v1/connections')).mailbox.connected).toBe(false);
    await mailbox.getByRole('button', { name: 'Connect' }).click();
    await expect(toast(page, 'Mailbox connected')).toBeVisible();
    await expect(mailbox.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  } finally {
    const { mailbox: m } = await api<{ mailbox: { id: string; connected: boolean } }>(page, 'GET', '/api/v1/connections');
    if (!m.connected) await api(page, 'PATCH', `/api/v1/connections/${m.id}`, { connected: true });
  }
});

test('Account Connections: a failed connect says which service', async ({ page }) => {
  const { mailbox } = await api<{ mailbox: { id: string } }>(page, 'GET', '/api/v1/connections');
  await page.route(`**/api/v1/connections/${mailbox.id}`, (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } }),
  );
  await page.route('**/api/v1/connections', (route) =>
    route.fulfill({
      json: { mailbox: { id: mailbox.id, kind: 'mailbox', provider: 'local', connected: false, email: 'local@localhost', lastSync: null } },
    }),
  );
  await page.goto('/settings');
  await page.getByTestId('mailbox-connection').getByRole('button', { name: 'Connect' }).click();
  await expect(toast(page, 'Connection Failed')).toContainText('Failed to connect to Local mailbox');
});

test('API configuration and System Information come from the server', async ({ page }) => {
  await open(page);
  await expect(page.getByLabel('API base URL')).toHaveValue(`${new URL(page.url()).origin}/api/v1`);
  await expect(page.getByLabel('Sign-in')).toHaveValue('Local sign-in');
  await expect(page.getByLabel('Database')).toHaveValue('Embedded PostgreSQL');
  const info = await api<{ version: string; environment: string; status: string }>(page, 'GET', '/api/v1/system/info');
  const system = page.getByTestId('system-info');
  await expect(system).toContainText(`Version${info.version}`);
  await expect(system).toContainText(`Environment${info.environment}`);
  await expect(system).toContainText(`Status${info.status}`);
});

test('System Information falls back to 1.0.0, Development and Healthy only when the server cannot say', async ({ page }) => {
  await page.route('**/api/v1/system/info', (route) => route.fulfill({ json: {} }));
  await page.goto('/settings');
  const system = page.getByTestId('system-info');
  await expect(system).toContainText('Version1.0.0');
  await expect(system).toContainText('EnvironmentDevelopment');
  await expect(system).toContainText('StatusHealthy');
  await expect(page.getByText('The server did not report: version, environment, status (defaults shown).')).toBeVisible();
});

test('Email Import: days back 1 to 365, then starting, running and completed with its counts', async ({ page }) => {
  await open(page);
  const card = cardTitled(page, 'Email Import');
  const days = card.getByLabel('Days back');
  await expect(days).toHaveValue('30');
  await days.fill('0');
  await expect(card.getByText('Days back must be a whole number from 1 to 365')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Import Emails' })).toBeDisabled();
  await days.fill('366');
  await expect(card.getByRole('button', { name: 'Import Emails' })).toBeDisabled();
  await days.fill('14');

  const phases: string[] = [];
  await page.exposeFunction('notePhase', (phase: string) => phases.push(phase));
  await page.evaluate(() => {
    new MutationObserver(() => {
      const phase = document.querySelector('[data-testid="import-status"]')?.getAttribute('data-phase');
      if (phase) (window as unknown as { notePhase: (p: string) => void }).notePhase(phase);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await card.getByRole('button', { name: 'Import Emails' }).click();
  await expect(toast(page, 'Import Started')).toBeVisible();
  const status = card.getByTestId('import-status');
  await expect(status).toHaveAttribute('data-phase', 'completed', { timeout: 20_000 });
  await expect(status).toContainText(/Import completed: \d+ emails? from the last 14 days/);
  await expect(status.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');
  expect(phases[0]).toBe('starting');
  const latest = await api<{ status: string; daysBack: number }>(page, 'GET', '/api/v1/import-emails/latest');
  expect(latest).toMatchObject({ status: 'completed', daysBack: 14 });

  await status.getByRole('button', { name: 'Start New Import' }).click();
  await expect(card.getByLabel('Days back')).toBeVisible();
});

test('Email Import: shows a failed import and lets you start again', async ({ page }) => {
  await open(page);
  await page.route('**/api/v1/import-emails', (route) =>
    route.fulfill({ status: 202, json: { status: 'accepted', syncJobId: 'job-1', importId: '00000000-0000-4000-8000-000000000001' } }),
  );
  await page.route('**/api/v1/import-emails/00000000-0000-4000-8000-000000000001', (route) =>
    route.fulfill({
      json: {
        id: '00000000-0000-4000-8000-000000000001',
        status: 'error',
        syncJobId: 'job-1',
        daysBack: 30,
        imported: 3,
        total: null,
        error: 'The mailbox stopped answering',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      },
    }),
  );
  const card = cardTitled(page, 'Email Import');
  await card.getByRole('button', { name: 'Import Emails' }).click();
  await expect(card.getByText('Import failed: The mailbox stopped answering')).toBeVisible();
  await card.getByRole('button', { name: 'Start New Import' }).click();
  await expect(card.getByRole('button', { name: 'Import Emails' })).toBeVisible();
});

test('uploads .eml files into the mailbox', async ({ page }) => {
  await open(page);
  const id = unique('upload').replace(/\W/g, '');
  const eml = `From: Uploader <up@example.com>\r\nTo: local@localhost\r\nSubject: Uploaded ${id}\r\nMessage-ID: <${id}@example.com>\r\nDate: Mon, 16 Nov 2026 10:00:00 +0000\r\n\r\nPlease review.\r\n`;
  const card = cardTitled(page, 'Email Import');
  await card.getByLabel('Upload mail files').setInputFiles({ name: 'one.eml', mimeType: 'message/rfc822', buffer: Buffer.from(eml) });
  await expect(toast(page, 'Emails Uploaded')).toContainText('1 imported, 0 already here.');
  await expect(card.getByRole('list', { name: 'Upload results' })).toContainText('one.eml: 1 imported, 0 duplicates');
  await card.getByLabel('Upload mail files').setInputFiles({ name: 'one.eml', mimeType: 'message/rfc822', buffer: Buffer.from(eml) });
  await expect(card.getByRole('list', { name: 'Upload results' })).toContainText('0 imported, 1 duplicate');
});

test('exports the configuration as a JSON file named after the date', async ({ page }) => {
  await open(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Configuration' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^triage-config-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(document).toMatchObject({ format: 'triage-config', version: 1 });
  expect(Array.isArray(document.projects)).toBe(true);
});

test('imports a configuration file, and refuses anything that is not a valid .json one', async ({ page }) => {
  await open(page);
  const name = unique('Imported context');
  const input = page.getByLabel('Configuration file');
  const doc = {
    format: 'triage-config',
    version: 1,
    projects: [],
    services: [],
    templates: [],
    rules: [],
    style: null,
    contexts: [{ name }],
  };
  await input.setInputFiles({ name: 'config.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc)) });
  await expect(toast(page, 'Configuration imported')).toContainText('Imported 1 context.');
  expect((await api<{ name: string }[]>(page, 'GET', '/api/v1/contexts')).some((c) => c.name === name)).toBe(true);

  for (const file of [
    { name: 'config.txt', buffer: Buffer.from(JSON.stringify(doc)) },
    { name: 'broken.json', buffer: Buffer.from('{ not json') },
    { name: 'wrong.json', buffer: Buffer.from(JSON.stringify({ format: 'something-else' })) },
  ]) {
    await input.setInputFiles({ ...file, mimeType: 'application/json' });
    await expect(toast(page, 'Import Failed').filter({ hasText: 'Invalid configuration file or import failed' })).toBeVisible();
    await dismissToasts(page);
  }
});

test("'Clear local data' removes the app's browser storage and reloads", async ({ page }) => {
  await open(page);
  await page.evaluate(async () => {
    localStorage.setItem('triage.sidebar.collapsed', 'true');
    sessionStorage.setItem('triage.test', '1');
    await caches.open('triage-test-cache').then((c) => c.put('/x', new Response('x')));
    await new Promise((resolve) => {
      const request = indexedDB.open('triage-test-db');
      request.onsuccess = () => {
        request.result.close();
        resolve(null);
      };
    });
  });
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveAttribute('data-collapsed', 'true');

  await page.getByRole('button', { name: 'Clear local data' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Clear local data?' });
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: 'Clear and reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveAttribute('data-collapsed', 'false');
  const left = await page.evaluate(async () => ({
    local: localStorage.getItem('triage.sidebar.collapsed'),
    session: sessionStorage.length,
    caches: await caches.keys(),
    databases: (await indexedDB.databases()).map((d) => d.name),
  }));
  expect(left).toEqual({ local: null, session: 0, caches: [], databases: [] });
});
