import { expect, test, type Page } from '@playwright/test';
import { api, createProject, createService } from './support/api';
import { choose, signIn, toast, unique, watchForPageProblems, openScreen } from './support/app';
import type { Service as ApiService } from '@triage/contracts';

watchForPageProblems();

const card = (page: Page, name: string) =>
  page.getByTestId('service-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const findService = async (page: Page, name: string) =>
  (await api<ApiService[]>(page, 'GET', '/api/v1/services')).find((s) => s.name === name);
const openMenu = async (page: Page, name: string, item: string) => {
  await page
    .getByRole('button', { name: `Actions for ${name}`, exact: true })
    .first()
    .click();
  await page.getByRole('menuitem', { name: item }).click();
};

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const open = (page: Page) => openScreen(page, '/services', 'Services');

test("shows 'Loading services...' while loading and the empty state with no services", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/services', async (route) => {
    await held;
    // The database is shared with other specs: serve an empty list for the empty state.
    await route.fulfill({ json: [] });
  });
  await page.goto('/services');
  await expect(page.getByText('Loading services...')).toBeVisible();
  release();
  await expect(page.getByText('No services yet')).toBeVisible();
  await expect(page.getByText('Create your first service to get started organizing your projects.')).toBeVisible();
});

test('adds a service with a colour, and refuses a blank or duplicate name', async ({ page }) => {
  await open(page);
  const name = unique('Property Management');
  await page.getByRole('button', { name: 'Add Service' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await expect(dialog.getByRole('radiogroup', { name: 'Service color' }).getByRole('radio')).toHaveCount(10);
  await expect(dialog.getByRole('radio', { name: 'Blue' })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('button', { name: 'Add Service' })).toBeDisabled();
  await dialog.getByLabel('Service Name').fill('   ');
  await expect(dialog.getByRole('button', { name: 'Add Service' })).toBeDisabled();
  await dialog.getByLabel('Service Name').fill(name);
  await dialog.getByRole('radio', { name: 'Teal' }).click();
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  await expect(card(page, name)).toContainText('0 total projects');
  await expect(card(page, name)).toContainText('0 active');
  expect((await findService(page, name))?.color).toBe('bg-teal-500');

  await page.getByRole('button', { name: 'Add Service' }).first().click();
  await dialog.getByLabel('Service Name').fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  const duplicate = 'A service with this name already exists. Please choose a different name.';
  await expect(dialog.getByText(duplicate)).toBeVisible();
  await expect(toast(page, duplicate)).toBeVisible();
});

test('edits a service', async ({ page }) => {
  const name = unique('Accounting');
  await createService(page, { name });
  await page.goto('/services');
  await openMenu(page, name, 'Edit Service');
  const dialog = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(dialog.getByLabel('Service Name')).toHaveValue(name);
  await dialog.getByLabel('Service Name').fill(`${name} Pro`);
  await dialog.getByRole('radio', { name: 'Red' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  await expect(card(page, `${name} Pro`)).toBeVisible();
  expect((await findService(page, `${name} Pro`))?.color).toBe('bg-red-500');
});

test('adds projects and shows counts, 3 active names, +n more and completed ones', async ({ page }) => {
  const tag = unique('Svc');
  const service = await createService(page, { name: `${tag} Legal` });
  const projects = [];
  for (const n of ['A', 'B', 'C', 'D', 'E']) projects.push(await createProject(page, { name: `${tag} ${n}` }));
  for (const [i, status] of (['open', 'in_progress', 'done', 'open'] as const).entries()) {
    await api(page, 'POST', `/api/v1/services/${service.id}/projects`, {
      project_id: projects[i]!.id,
      project_name: projects[i]!.name,
      status,
    });
  }
  await page.goto('/services');
  const svc = card(page, `${tag} Legal`);
  await expect(svc).toContainText('4 total projects');
  await expect(svc).toContainText('3 active');

  await svc.getByRole('button', { name: 'Add Project' }).click();
  const dialog = page.getByRole('dialog', { name: `Add Project to ${tag} Legal` });
  await dialog.getByRole('button', { name: 'Add Project' }).click();
  await expect(dialog.getByText('Please select a project')).toBeVisible();
  await choose(page, 'Project', `${tag} E`, dialog);
  await choose(page, 'Status', 'In Progress', dialog);
  await dialog.getByRole('button', { name: 'Add Project' }).click();
  await expect(toast(page, 'Success')).toBeVisible();

  await expect(svc).toContainText('5 total projects');
  await expect(svc).toContainText('4 active');
  const active = svc.getByRole('list', { name: `Active projects of ${tag} Legal` }).getByRole('listitem');
  await expect(active).toHaveCount(3);
  await expect(svc.getByRole('button', { name: '+1 more' })).toBeVisible();
  await svc.getByRole('button', { name: '+1 more' }).click();
  await expect(active).toHaveCount(4);
  await svc.getByRole('button', { name: 'Show less' }).click();
  await expect(active).toHaveCount(3);

  await expect(svc.getByText(`${tag} C`)).toBeHidden();
  await svc.getByRole('button', { name: 'View completed projects (1)' }).click();
  await expect(svc.getByRole('list', { name: `Completed projects of ${tag} Legal` })).toContainText(`${tag} C`);
});

test('edits and removes a project of a service', async ({ page }) => {
  const tag = unique('Links');
  const service = await createService(page, { name: `${tag} Consulting` });
  const project = await createProject(page, { name: `${tag} Audit` });
  await api(page, 'POST', `/api/v1/services/${service.id}/projects`, {
    project_id: project.id,
    project_name: project.name,
    status: 'open',
  });
  await page.goto('/services');
  const svc = card(page, `${tag} Consulting`);

  await svc.getByRole('button', { name: `Actions for ${tag} Audit` }).click();
  await page.getByRole('menuitem', { name: 'Edit Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  await dialog.getByLabel('Project Name').fill(' ');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Project name is required')).toBeVisible();
  await dialog.getByLabel('Project Name').fill(`${tag} Audit 2026`);
  await choose(page, 'Status', 'Done', dialog);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  await expect(svc).toContainText('0 active');
  await svc.getByRole('button', { name: 'View completed projects (1)' }).click();
  await expect(svc).toContainText(`${tag} Audit 2026`);

  await svc.getByRole('button', { name: `Actions for ${tag} Audit 2026` }).click();
  await page.getByRole('menuitem', { name: 'Remove from Service' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Project' });
  await expect(confirm).toContainText(`Are you sure you want to remove "${tag} Audit 2026" from "${tag} Consulting"?`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(svc).toContainText('0 total projects');
  // The card updates at once; the removal reaches the server a moment later.
  await expect.poll(async () => (await findService(page, `${tag} Consulting`))?.projects).toEqual([]);
});

test('archives a service after confirmation', async ({ page }) => {
  const name = unique('Old Service');
  await createService(page, { name });
  await page.goto('/services');
  await openMenu(page, name, 'Archive Service');
  const confirm = page.getByRole('alertdialog', { name: 'Archive Service' });
  await expect(confirm).toContainText(`Are you sure you want to archive "${name}"?`);
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  expect(await findService(page, name)).toBeUndefined();
});

test('toggles card and list views and pages 9 per page by default (6, 9, 12, 18)', async ({ page }) => {
  const tag = unique('Many');
  for (let i = 0; i < 10; i++) await createService(page, { name: `${tag} ${i}` });
  const total = (await api<ApiService[]>(page, 'GET', '/api/v1/services')).length;
  await page.goto('/services');
  await expect(page.getByTestId('service-card')).toHaveCount(9);
  await expect(page.getByText(`Showing 1 to 9 of ${total} items`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Items per page:' }).click();
  await expect(page.getByRole('option')).toHaveText(['6', '9', '12', '18']);
  await page.getByRole('option', { name: '6' }).click();
  await expect(page.getByTestId('service-card')).toHaveCount(6);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Showing 7 to ${Math.min(12, total)} of ${total} items`)).toBeVisible();

  const list = page.getByRole('list', { name: 'Services' });
  await expect(list).toHaveClass(/grid/);
  await page.getByRole('radio', { name: 'List view' }).click();
  await expect(list).not.toHaveClass(/grid/);
  await page.getByRole('radio', { name: 'Card view' }).click();
  await expect(list).toHaveClass(/grid/);
});
