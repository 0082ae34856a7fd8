import { expect, test, type Page } from '@playwright/test';
import { api, createProject } from './support/api';
import { choose, signIn, toast, unique, watchForPageProblems, openScreen } from './support/app';
import type { Project as ApiProject } from '@triage/contracts';

watchForPageProblems();

const card = (page: Page, name: string) =>
  page.getByTestId('project-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const findProject = async (page: Page, name: string) =>
  (await api<ApiProject[]>(page, 'GET', '/api/v1/projects')).find((p) => p.name === name);

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const open = (page: Page) => openScreen(page, '/projects', 'Projects');

test('shows the title, subtitle and the empty state with no projects', async ({ page }) => {
  await open(page);
  await expect(page.getByText('Manage your project settings')).toBeVisible();
  // The database is shared with other specs (and the demo mailbox): serve an empty list for this view.
  await page.route('**/api/v1/projects', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.continue()));
  await page.reload();
  await expect(page.getByText('No projects yet')).toBeVisible();
  await expect(page.getByText('Create your first project to start organizing your tasks')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Table view' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Project' })).toBeVisible();
});

test('creates a project with every field, validating name and body regex', async ({ page }) => {
  await open(page);
  const name = unique('Harbor View');
  await page.getByRole('button', { name: 'Add Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(600);
  await expect(dialog.getByRole('combobox', { name: 'Default Priority' })).toHaveText('P2 High');
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('Open');
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('Project');
  await expect(dialog.getByRole('combobox', { name: 'Default Due Rule' })).toHaveText('Next business day');

  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByText('Project name is required')).toBeVisible();

  await dialog.getByLabel('Project Name').fill(name);
  await dialog.getByLabel('Official Name').fill('Harbor View Holdings LLC');
  await dialog.getByLabel('Description').fill('Renovation of the harbor building');
  await choose(page, 'Type', 'Area', dialog);
  await choose(page, 'Context', 'Managed Property', dialog);
  await choose(page, 'Default Priority', 'P1 Critical', dialog);
  await choose(page, 'Default Due Rule', 'Within 48 hours', dialog);
  await dialog.getByRole('radio', { name: 'Green' }).click();
  await dialog.getByLabel('Associated Projects').fill('Phase 2, , Tenant fit-out ');
  await dialog.getByLabel('Other Names').fill(' HVR ,Harbor');
  await dialog.getByLabel('Involved Parties').fill('Acme Builders');
  await dialog.getByLabel('Labels').fill('construction, ,vip');
  await dialog.getByLabel('Sender Includes').fill('jane@acme.com, , bob@acme.com');
  await dialog.getByLabel('Domain Matches').fill('acme.com');
  await dialog.getByLabel('Subject Includes').fill('HVR');
  await dialog.getByLabel('Notes').fill('Keys with the concierge');
  await dialog.getByLabel('Body Regex').fill('unit\\s+(4B');
  await expect(dialog.getByText(/^Invalid regular expression/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Body Regex').fill('unit\\s+4B');
  await expect(dialog.getByText(/^Invalid regular expression/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create Project' }).click();

  await expect(toast(page, 'Project created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, name)).toContainText('Phase 2, Tenant fit-out');
  await expect(card(page, name)).toContainText('Managed Property');
  await expect(card(page, name)).toContainText('P1 Critical');

  const saved = await findProject(page, name);
  expect(saved).toMatchObject({
    type: 'Area',
    context: 'Managed Property',
    defaultPriority: 'P1',
    defaultDueRule: '48h',
    color: '#22c55e',
    status: 'open',
    associatedProjects: 'Phase 2, Tenant fit-out',
    otherNames: 'HVR, Harbor',
    involvedParties: 'Acme Builders',
    labels: ['construction', 'vip'],
    senderIncludes: ['jane@acme.com', 'bob@acme.com'],
    domainMatches: ['acme.com'],
    subjectIncludes: ['HVR'],
    bodyIncludes: [],
    bodyRegex: 'unit\\s+4B',
  });
});

test('edits a project and clears emptied fields', async ({ page }) => {
  const name = unique('Oak Street');
  await createProject(page, { name, otherNames: 'Oak', senderIncludes: ['a@oak.com'] });
  await page.goto('/projects');
  await card(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(dialog.getByLabel('Project Name')).toHaveValue(name);
  await expect(dialog.getByLabel('Sender Includes')).toHaveValue('a@oak.com');
  const renamed = `${name} Renamed`;
  await dialog.getByLabel('Project Name').fill(renamed);
  await dialog.getByLabel('Other Names').fill('');
  await dialog.getByLabel('Sender Includes').fill(' ');
  await dialog.getByRole('button', { name: 'Update Project' }).click();
  await expect(toast(page, 'Project updated successfully')).toBeVisible();
  await expect(card(page, renamed)).toBeVisible();
  expect(await findProject(page, renamed)).toMatchObject({ otherNames: null, senderIncludes: [] });
});

test('changes status inline; Archived uses the archive call and leaving it the unarchive call', async ({ page }) => {
  const name = unique('Status');
  const project = await createProject(page, { name });
  await page.goto('/projects');
  const status = card(page, name).getByRole('combobox', { name: `Status of ${name}` });

  await status.click();
  await page.getByRole('option', { name: 'In Progress' }).click();
  await expect(toast(page, 'Status Updated')).toBeVisible();
  expect((await findProject(page, name))?.status).toBe('in_progress');

  const archiveCall = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/api/v1/archives/projects/${project.id}/archive`),
  );
  await status.click();
  await page.getByRole('option', { name: 'Archived' }).click();
  await archiveCall;
  await expect(status).toHaveText('Archived');
  await expect.poll(async () => (await findProject(page, name))?.is_archived).toBe(true);

  const unarchiveCall = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/api/v1/archives/projects/${project.id}/unarchive`),
  );
  await status.click();
  await page.getByRole('option', { name: 'Closing' }).click();
  await unarchiveCall;
  await expect.poll(async () => await findProject(page, name)).toMatchObject({ status: 'closing', is_archived: false });
});

test('rolls an inline status change back when the server refuses', async ({ page }) => {
  const name = unique('Refused');
  await createProject(page, { name });
  await page.goto('/projects');
  await page.route('**/api/v1/projects/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Database unavailable' } } })
      : route.continue(),
  );
  const status = card(page, name).getByRole('combobox', { name: `Status of ${name}` });
  await status.click();
  await page.getByRole('option', { name: 'Done' }).click();
  await expect(toast(page, 'Failed to update project status')).toBeVisible();
  await expect(status).toHaveText('Open');
});

test('closes and reopens a project from its menu', async ({ page }) => {
  const name = unique('Closable');
  await createProject(page, { name });
  await page.goto('/projects');
  const actions = card(page, name).getByRole('button', { name: `Actions for ${name}` });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Close project' }).click();
  await expect(toast(page, 'Project closed successfully')).toBeVisible();
  await expect(card(page, name).getByRole('combobox')).toHaveText('Done');
  await actions.click();
  await page.getByRole('menuitem', { name: 'Reopen project' }).click();
  await expect(toast(page, 'Project opened successfully')).toBeVisible();
  await expect(card(page, name).getByRole('combobox')).toHaveText('Open');
});

test('deletes a project after confirmation', async ({ page }) => {
  const name = unique('Doomed');
  await createProject(page, { name });
  await page.goto('/projects');
  const openDelete = async () => {
    await card(page, name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
  };
  await openDelete();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Project' });
  await expect(dialog).toContainText(`Are you sure you want to delete "${name}"? This action cannot be undone.`);
  expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(400);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, name)).toBeVisible();

  await openDelete();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Project Deleted')).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  expect(await findProject(page, name)).toBeUndefined();
});

test('table view filters by type and value, sorts both ways and clears', async ({ page }) => {
  const tag = unique('tbl').replace(' ', '');
  await createProject(page, { name: `${tag} Bravo`, otherNames: `${tag}-x`, context: 'Personal', defaultPriority: 'P4' });
  await createProject(page, {
    name: `${tag} Alpha`,
    otherNames: `${tag}-y`,
    context: 'Central Process',
    defaultPriority: 'P1',
    involvedParties: 'Acme',
  });
  await createProject(page, { name: `${tag} Charlie`, otherNames: `${tag}-z`, status: 'done', defaultPriority: 'P3' });
  await page.goto('/projects');
  await page.getByRole('radio', { name: 'Table view' }).click();
  const table = page.getByRole('table', { name: 'Projects table' });
  const projectCells = table.locator('tbody tr td:first-child');

  await choose(page, 'Filter by', 'Other Names');
  await page.getByRole('textbox', { name: 'Other Names filter value' }).fill(tag);
  await expect(projectCells).toHaveText([`${tag} Charlie`, `${tag} Alpha`, `${tag} Bravo`]);

  await table.getByRole('button', { name: 'Project', exact: true }).click();
  await expect(projectCells).toHaveText([`${tag} Alpha`, `${tag} Bravo`, `${tag} Charlie`]);
  await expect(table.getByRole('columnheader', { name: 'Project', exact: true })).toHaveAttribute('aria-sort', 'ascending');
  await table.getByRole('button', { name: 'Project', exact: true }).click();
  await expect(projectCells).toHaveText([`${tag} Charlie`, `${tag} Bravo`, `${tag} Alpha`]);
  await table.getByRole('button', { name: 'Priority', exact: true }).click();
  await expect(projectCells).toHaveText([`${tag} Alpha`, `${tag} Charlie`, `${tag} Bravo`]);

  await choose(page, 'Filter by', 'Status');
  await choose(page, 'Status filter value', 'Done');
  await expect(projectCells).toHaveText([`${tag} Charlie`]);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Status: Done');

  await choose(page, 'Filter by', 'Context');
  await choose(page, 'Context filter value', 'Personal');
  await expect(table).toContainText('No projects match the current filters.');

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  await expect(table).not.toContainText('No projects match the current filters.');
  await choose(page, 'Filter by', 'Involved Parties');
  await page.getByRole('textbox', { name: 'Involved Parties filter value' }).fill('acme');
  await expect(projectCells.filter({ hasText: tag })).toHaveText([`${tag} Alpha`]);
});

test('pages the list and the table 10 at a time', async ({ page }) => {
  const tag = unique('Paged');
  for (let i = 0; i < 11; i++) await createProject(page, { name: `${tag} ${String(i).padStart(2, '0')}` });
  const total = (await api<ApiProject[]>(page, 'GET', '/api/v1/projects')).length;
  await page.goto('/projects');
  await expect(page.getByTestId('project-card')).toHaveCount(10);
  await expect(page.getByText(`Showing 1 to 10 of ${total} items`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Showing 11 to ${Math.min(20, total)} of ${total} items`)).toBeVisible();

  await page.getByRole('radio', { name: 'Table view' }).click();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(10);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(`Showing 11 to ${Math.min(20, total)} of ${total} items`)).toBeVisible();
});
