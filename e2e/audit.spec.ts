import { expect, test, type Page } from '@playwright/test';
import { api, createProject } from './support/api';
import { choose, signIn, unique, watchForPageProblems, openScreen } from './support/app';

watchForPageProblems();

const rows = (page: Page) => page.getByTestId('audit-row');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search the audit log' });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const open = (page: Page) => openScreen(page, '/audit', 'Audit Log');

test('records creates, updates and deletes with time, action and what changed', async ({ page }) => {
  const name = unique('Audited project');
  const project = await createProject(page, { name });
  const renamed = `${name} renamed`;
  await api(page, 'PATCH', `/api/v1/projects/${project.id}`, { name: renamed, description: 'Audit me' });
  await api(page, 'DELETE', `/api/v1/projects/${project.id}`);
  await open(page);

  await search(page).fill(name);
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).nth(0)).toContainText(`Deleted project '${renamed}'`);
  await expect(rows(page).nth(0)).toContainText('Deleted');
  await expect(rows(page).nth(1)).toContainText(`Updated project '${renamed}' (changed: name, description)`);
  await expect(rows(page).nth(2)).toContainText(`Created project '${name}'`);
  await expect(rows(page).nth(2)).toContainText(/seconds? ago|minute ago/);

  await rows(page)
    .nth(1)
    .getByRole('button', { name: /Show details/ })
    .click();
  const details = page.getByTestId('audit-details');
  await expect(details).toContainText('PATCH /api/v1/projects/:id');
  const changes = details.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('row').filter({ hasText: 'Name' })).toContainText(`${name}${renamed}`);
  await expect(changes.getByRole('row').filter({ hasText: 'Description' })).toContainText('—Audit me');
  await details.getByRole('button', { name: /All fields/ }).click();
  await expect(changes.getByRole('row').filter({ hasText: 'Color' })).toBeVisible();
  await details.getByRole('button', { name: 'Show JSON' }).click();
  await expect(details).toContainText('"description": "Audit me"');
});

test('filters by type, action and text, and clears them', async ({ page }) => {
  const name = unique('Filtered context');
  const context = await api<{ id: string }>(page, 'POST', '/api/v1/contexts', { name });
  await api(page, 'PATCH', `/api/v1/contexts/${context.id}`, { timezone: 'Asia/Tokyo' });
  await page.goto('/audit');

  await choose(page, 'Entity type', 'Context');
  await expect(rows(page).first()).toContainText('Context');
  for (const type of await rows(page).locator('td:nth-child(4)').allTextContents()) expect(type).toBe('Context');
  await choose(page, 'Action', 'Updated');
  await search(page).fill(name);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Updated context '${name}' (changed: timezone)`);

  await search(page).fill(`${name} nothing like this`);
  await expect(page.getByText('No entries match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(search(page)).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Entity type' })).toHaveText('All types');
  await expect(rows(page).first()).toBeVisible();
});

test('pages through the log, newest first', async ({ page }) => {
  const prefix = unique('Paged');
  for (let i = 1; i <= 23; i++) await api(page, 'POST', '/api/v1/contexts', { name: `${prefix} ${String(i).padStart(2, '0')}` });
  await page.goto('/audit');
  await search(page).fill(prefix);
  await expect(page.getByText('Showing 1 to 20 of 23 items')).toBeVisible();
  await expect(rows(page).first()).toContainText(`Created context '${prefix} 23'`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 21 to 23 of 23 items')).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).last()).toContainText(`Created context '${prefix} 01'`);
  await page.getByRole('combobox', { name: 'Items per page:' }).click();
  await page.getByRole('option', { name: '50' }).click();
  await expect(page.getByText('Showing 1 to 23 of 23 items')).toBeVisible();
});

test('records approvals, rejections, replies sent, archives and imports', async ({ page }) => {
  const mark = unique('Audit import');
  await api(page, 'POST', '/api/v1/import', {
    format: 'triage-config',
    version: 1,
    projects: [],
    services: [],
    templates: [],
    rules: [],
    style: null,
    contexts: [{ name: mark }],
  });
  const subject = unique('Audit mail');
  await api(page, 'POST', '/api/v1/emails/send', { to: 'someone@example.com', subject, body: 'Hello from the audit test.' });
  type Listed = { data: { id: string; subject: string; classification: { project_id: string | null } | null }[] };
  // The demo mailbox is classified in the background after the first sign-in.
  const classifiedEmail = async () =>
    (await api<Listed>(page, 'GET', '/api/v1/emails?limit=200')).data.find((e) => e.classification?.project_id && e.subject);
  await expect.poll(classifiedEmail, { timeout: 20_000 }).toBeTruthy();
  const classified = (await classifiedEmail())!;
  await api(page, 'POST', '/api/v1/emails/recommendations/process', { emailId: classified.id, action: 'reject_project' });
  await api(page, 'POST', '/api/v1/emails/recommendations/process', { emailId: classified.id, action: 'approve_project' });
  await page.goto('/audit');

  await choose(page, 'Action', 'Imported');
  await expect(rows(page).filter({ hasText: 'Imported configuration: 1 context' }).first()).toBeVisible();
  await choose(page, 'Action', 'Sent');
  await expect(rows(page).filter({ hasText: `Sent email '${subject}' to someone@example.com` })).toHaveCount(1);
  await choose(page, 'Action', 'Approved');
  await expect(
    rows(page)
      .filter({ hasText: `for email '${classified.subject}'` })
      .first(),
  ).toContainText('Approved project');
  await choose(page, 'Action', 'Rejected');
  await expect(
    rows(page)
      .filter({ hasText: `for email '${classified.subject}'` })
      .first(),
  ).toContainText('Rejected project');
});

test('shows the empty state and load failures', async ({ page }) => {
  await page.route('**/api/v1/audit?*', (route) => route.fulfill({ json: { data: [], totalCount: 0 } }));
  await page.goto('/audit');
  await expect(page.getByText('No audit entries yet')).toBeVisible();
  await page.route('**/api/v1/audit?*', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Down' } } }));
  await page.reload();
  await expect(page.getByText('Failed to load the audit log')).toBeVisible();
});
