import { expect, test, type Page } from '@playwright/test';
import { api, createProject, createService, createTask, createTemplate } from './support/api';
import { signIn, toast, unique, watchForPageProblems, openScreen } from './support/app';
import type { Archives, ArchiveType } from '@triage/contracts';

watchForPageProblems();

const archive = (page: Page, type: ArchiveType, id: string) => api(page, 'POST', `/api/v1/archives/${type}/${id}/archive`);
const archives = (page: Page) => api<Archives>(page, 'GET', '/api/v1/archives');
const item = (page: Page, title: string) =>
  page.getByTestId('archived-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const open = (page: Page) => openScreen(page, '/archives', 'Archives');

test('shows five tabs with counts, and unarchives an item of each type back to its list', async ({ page }) => {
  // Four creates, five archives and five unarchive round trips: past 30 s when the machine is loaded.
  test.slow();
  const project = await createProject(page, { name: unique('Archived project') });
  const task = await createTask(page, { title: unique('Archived task'), project_id: project.id });
  const service = await createService(page, { name: unique('Archived service') });
  const template = await createTemplate(page, { name: unique('Archived template'), services: [service.name], items: ['a'] });
  // On a fresh database the first sign-in's sync may still be storing the demo mailbox.
  const list = () => api<{ data: { id: string; subject: string }[] }>(page, 'GET', '/api/v1/emails?limit=50');
  await expect.poll(async () => (await list()).data.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const emails = await list();
  // The oldest one: other specs work on the newest emails.
  const email = emails.data.filter((e) => e.subject).at(-1)!;
  for (const [type, id] of [
    ['projects', project.id],
    ['tasks', task.id],
    ['services', service.id],
    ['templates', template.id],
    ['emails', email.id],
  ] as const) {
    await archive(page, type, id);
  }
  await open(page);

  const counts = (await archives(page)).counts;
  const tabs = page.getByRole('tablist', { name: 'Archived item types' }).getByRole('tab');
  await expect(tabs).toHaveText([
    `Emails (${counts.emails})`,
    `Projects (${counts.projects})`,
    `Tasks (${counts.tasks})`,
    `Services (${counts.services})`,
    `Templates (${counts.templates})`,
  ]);

  const cases: [string, ArchiveType, string, string][] = [
    ['Emails', 'emails', email.subject, '/api/v1/emails?limit=200'],
    ['Projects', 'projects', project.name, '/api/v1/projects'],
    ['Tasks', 'tasks', task.title, '/api/v1/tasks'],
    ['Services', 'services', service.name, '/api/v1/services'],
    ['Templates', 'templates', template.name, '/api/v1/templates'],
  ];
  for (const [label, type, title] of cases) {
    const before = (await archives(page)).counts[type];
    await page.getByRole('tab', { name: new RegExp(`^${label}`) }).click();
    await item(page, title).getByRole('button', { name: 'Unarchive' }).click();
    await expect(toast(page, 'Item Unarchived').filter({ hasText: title })).toBeVisible();
    await expect(item(page, title)).toHaveCount(0);
    await expect(page.getByRole('tab', { name: `${label} (${before - 1})` })).toBeVisible();
  }

  // Back in the active lists.
  const activeProject = (await api<{ id: string; is_archived: boolean }[]>(page, 'GET', '/api/v1/projects')).find(
    (p) => p.id === project.id,
  );
  expect(activeProject?.is_archived).toBe(false);
  expect((await api<{ id: string }[]>(page, 'GET', '/api/v1/templates')).some((t) => t.id === template.id)).toBe(true);
  expect((await api<{ id: string }[]>(page, 'GET', '/api/v1/services')).some((s) => s.id === service.id)).toBe(true);
  expect((await api<{ id: string; status: string }[]>(page, 'GET', '/api/v1/tasks')).find((t) => t.id === task.id)?.status).toBe('to_do');
  expect((await api<{ data: { id: string }[] }>(page, 'GET', '/api/v1/emails?limit=200')).data.some((e) => e.id === email.id)).toBe(true);
  await page.goto('/templates');
  await expect(page.getByText(template.name)).toBeVisible();
});

const NO_COUNTS = { projects: 0, tasks: 0, services: 0, templates: 0, emails: 0 };

test('says when a tab is empty', async ({ page }) => {
  await page.route('**/api/v1/archives?**', (route) =>
    route.fulfill({ json: { data: [], totalCount: 0, nextCursor: null, counts: NO_COUNTS } }),
  );
  await page.goto('/archives');
  await expect(page.getByRole('tab', { name: 'Emails (0)' })).toBeVisible();
  await expect(page.getByText('No archived emails')).toBeVisible();
  await page.getByRole('tab', { name: 'Services (0)' }).click();
  await expect(page.getByText('No archived services')).toBeVisible();
});

test('pages a long tab on the server, newest archived first', async ({ page }) => {
  test.slow();
  const names = Array.from({ length: 12 }, (_, i) => unique(`Paged service ${i + 1}`));
  for (const name of names) await archive(page, 'services', (await createService(page, { name })).id);
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/archives') requested.push(url.search);
  });
  await open(page);
  await page.getByRole('tab', { name: /^Services/ }).click();
  const list = page.getByRole('list', { name: 'Archived services' });
  await expect(list.getByTestId('archived-item')).toHaveCount(10);
  await expect(list.getByTestId('archived-item').first()).toContainText(names[11]!);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(list.getByTestId('archived-item').first()).toContainText(names[1]!);
  await expect(list.getByTestId('archived-item').nth(1)).toContainText(names[0]!);
  // Each page asked for alone, never the whole archive.
  expect(requested).toContain('?type=services&limit=10&offset=10');
  expect(requested.every((search) => search.includes('limit=10'))).toBe(true);
});

test("keeps the item and says 'Failed to unarchive item' when the server refuses", async ({ page }) => {
  const service = await createService(page, { name: unique('Stuck service') });
  await archive(page, 'services', service.id);
  await page.route('**/unarchive', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Nope' } } }));
  await page.goto('/archives');
  await page.getByRole('tab', { name: /^Services/ }).click();
  await item(page, service.name).getByRole('button', { name: 'Unarchive' }).click();
  await expect(toast(page, 'Failed to unarchive item')).toBeVisible();
  await expect(item(page, service.name)).toBeVisible();
});

test('partial and total load failures use the spec texts', async ({ page }) => {
  const readable = {
    id: 'a1',
    title: 'Readable project',
    subtitle: null,
    is_archived: true,
    archived_at: null,
    created_at: '2026-01-01T00:00:00Z',
  };
  await page.route('**/api/v1/archives?**', (route) =>
    route.fulfill({ json: { data: [readable, { id: 7 }], totalCount: 2, nextCursor: null, counts: { ...NO_COUNTS, emails: 2 } } }),
  );
  await page.goto('/archives');
  await expect(page.getByRole('alert').filter({ hasText: 'Some archived items could not be loaded' })).toBeVisible();
  await expect(item(page, 'Readable project')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Emails (2)' })).toBeVisible();

  await page.route('**/api/v1/archives?**', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Down' } } }),
  );
  await page.reload();
  await expect(page.getByText('Failed to load archived items')).toBeVisible();
});
