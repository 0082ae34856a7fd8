import { expect, test } from '@playwright/test';
import { api, createProject } from './support/api';
import { signIn, choose, toast, unique, watchForPageProblems } from './support/app';
import { card, createRule, rules } from './support/rules';

watchForPageProblems();

test.beforeEach(({ page }) => signIn(page));

test('shows the empty state when no rule is configured', async ({ page }) => {
  await page.route('**/api/v1/rules', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.continue()));
  await page.goto('/rules');
  await expect(page.getByText('No rules configured')).toBeVisible();
  await page.getByRole('button', { name: 'Add Rule' }).last().click();
  await expect(page.getByRole('dialog', { name: 'Create New Rule' })).toBeVisible();
});

test('creates a rule, with the Validation Error texts, only open projects and the spec defaults', async ({ page }) => {
  const project = await createProject(page, { name: unique('Rule target') });
  const closed = await createProject(page, { name: unique('Closed target') });
  await api(page, 'POST', `/api/v1/projects/${closed.id}/close`);
  const name = unique('Acme invoices');
  await page.goto('/rules');

  await page.getByRole('button', { name: 'Add Rule' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Rule' });
  await expect(dialog.getByRole('slider', { name: 'Confidence' })).toHaveValue('0.65');
  await dialog.getByRole('button', { name: 'Create Rule' }).click();
  await expect(toast(page, 'Validation Error')).toContainText('Rule name is required');

  await dialog.getByLabel('Rule Name').fill(name);
  await dialog.getByRole('button', { name: 'Create Rule' }).click();
  await expect(toast(page, 'At least one IF condition is required')).toContainText('Validation Error');

  await dialog.getByLabel('Sender Includes').fill(' billing@acme.example, , ap@acme.example ');
  await dialog.getByLabel('Subject Includes').fill('invoice');
  await dialog.getByRole('button', { name: 'Create Rule' }).click();
  await expect(toast(page, 'Please select a project')).toContainText('Validation Error');

  await dialog.getByRole('combobox', { name: 'Assign to Project' }).click();
  await expect(page.getByRole('option', { name: project.name })).toBeVisible();
  await expect(page.getByRole('option', { name: closed.name })).toHaveCount(0);
  await page.getByRole('option', { name: project.name }).click();
  await dialog.getByRole('combobox', { name: 'Priority' }).click();
  await expect(page.getByRole('option')).toHaveText(['No priority', 'P1 Urgent', 'P2 High', 'P3 Medium', 'P4 Low']);
  await page.getByRole('option', { name: 'P1 Urgent' }).click();
  await dialog.getByLabel('Tags').fill('finance, ,vendor');
  const slider = dialog.getByRole('slider', { name: 'Confidence' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('0.75');
  await dialog.getByRole('button', { name: 'Create Rule' }).click();
  await expect(toast(page, 'Rule created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const saved = (await rules(page)).find((r) => r.name === name)!;
  expect(saved).toMatchObject({
    confidence: 0.75,
    if: {
      senderIncludes: ['billing@acme.example', 'ap@acme.example'],
      subjectIncludes: ['invoice'],
      domainMatches: [],
      bodyIncludes: [],
      bodyRegex: null,
    },
    then: { projectId: project.id, tags: ['finance', 'vendor'], priority: 'P1', assignee: null, due: null },
  });
  const shown = card(page, name);
  await expect(shown).toContainText(`Rule #${saved.order}`);
  await expect(shown).toContainText('IF sender includes "billing@acme.example", "ap@acme.example" OR subject includes "invoice"');
  await expect(shown.getByTestId('rule-then')).toContainText(`THEN assign to ${project.name}`);
  await expect(shown.getByTestId('rule-then')).toContainText('finance');
  await expect(shown.getByTestId('rule-then')).toContainText('P1 Urgent');
});

test('edits a rule, and shows Unknown Project when its project is gone', async ({ page }) => {
  const project = await createProject(page, { name: unique('Edit target') });
  const name = unique('Editable');
  await createRule(page, { name, if: { domainMatches: ['edit.example'] }, then: { projectId: project.id } });
  await page.goto('/rules');

  await card(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Rule' });
  await expect(dialog.getByLabel('Domain Matches')).toHaveValue('edit.example');
  await expect(dialog.getByRole('combobox', { name: 'Assign to Project' })).toHaveText(project.name);
  const renamed = unique('Edited');
  await dialog.getByLabel('Rule Name').fill(renamed);
  await dialog.getByLabel('Body Regex').fill('invoice\\s+#\\d+');
  await dialog.getByRole('button', { name: 'Update Rule' }).click();
  await expect(toast(page, 'Rule updated successfully')).toBeVisible();
  await expect(card(page, renamed)).toContainText('body matches /invoice\\s+#\\d+/');

  await api(page, 'DELETE', `/api/v1/projects/${project.id}`);
  await page.reload();
  await expect(card(page, renamed).getByTestId('rule-then')).toContainText('THEN assign to Unknown Project');
});

test('deletes a rule after confirmation, for good', async ({ page }) => {
  const project = await createProject(page, { name: unique('Delete target') });
  const name = unique('Doomed');
  await createRule(page, { name, if: { bodyIncludes: ['doomed'] }, then: { projectId: project.id } });
  await page.goto('/rules');

  await card(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Rule' });
  await expect(confirm).toContainText(`Are you sure you want to delete "${name}"? This action cannot be undone.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Rule deleted successfully')).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  expect((await rules(page)).some((r) => r.name === name)).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Tagging Rules' })).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
});

test('tests a pasted email against the rules and says which match and why', async ({ page }) => {
  const project = await createProject(page, { name: unique('Test target') });
  const word = `zq${Date.now().toString(36)}`;
  const name = unique('Keyword rule');
  await createRule(page, { name, if: { subjectIncludes: [word] }, then: { projectId: project.id, tags: ['t'] } });
  await page.goto('/rules');

  const panel = page.getByRole('form', { name: 'Test rules' });
  await panel.getByLabel('From').fill('Jane <jane@nowhere.example>');
  await panel.getByLabel('Subject').fill(`About ${word} today`);
  await panel.getByLabel('Body').fill('Hello');
  await panel.getByRole('button', { name: 'Run Test' }).click();
  const match = page.getByTestId('rule-match').filter({ hasText: name });
  await expect(match).toContainText(project.name);
  await expect(match).toContainText(word);
  await expect(card(page, name)).toContainText(/Applies|Also matches/);

  await panel.getByLabel('Subject').fill('Nothing to see');
  await panel.getByLabel('From').fill('nobody@nowhere.invalid');
  await panel.getByRole('button', { name: 'Run Test' }).click();
  await expect(page.getByTestId('rule-match').filter({ hasText: name })).toHaveCount(0);
});

test('generates a rule from the emails already filed under a project', async ({ page }) => {
  const empty = await createProject(page, { name: unique('No mail yet') });
  await page.goto('/rules');
  await page.getByRole('button', { name: 'Generate from Examples' }).click();
  let dialog = page.getByRole('dialog', { name: 'Generate from Examples' });
  await choose(page, 'Project', empty.name, dialog);
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog).toContainText(`No emails are filed under ${empty.name} yet`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The demo mailbox is classified in the background after sign-in: wait for a project with examples.
  const projects = await api<{ id: string; name: string; status: string }[]>(page, 'GET', '/api/v1/projects');
  let chosen: { id: string; name: string } | undefined;
  await expect
    .poll(
      async () => {
        for (const p of projects.filter((p) => p.status === 'open')) {
          const s = await api<{ examples: number; if: Record<string, unknown[]> }>(page, 'POST', '/api/v1/rules/suggest', {
            projectId: p.id,
          });
          if (s.examples > 0 && (s.if.senderIncludes!.length || s.if.domainMatches!.length || s.if.subjectIncludes!.length)) {
            chosen = p;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  await page.getByRole('button', { name: 'Generate from Examples' }).click();
  dialog = page.getByRole('dialog', { name: 'Generate from Examples' });
  await choose(page, 'Project', chosen!.name, dialog);
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Rule' });
  await expect(form).toContainText(`filed under ${chosen!.name}`);
  await expect(form.getByLabel('Rule Name')).toHaveValue(`${chosen!.name} (from examples)`);
  await expect(form.getByRole('combobox', { name: 'Assign to Project' })).toHaveText(chosen!.name);
  const conditions = await Promise.all(
    ['Sender Includes', 'Domain Matches', 'Subject Includes'].map((l) => form.getByLabel(l).inputValue()),
  );
  expect(conditions.join('')).not.toBe('');
  await form.getByLabel('Rule Name').fill(unique('Generated'));
  await form.getByRole('button', { name: 'Create Rule' }).click();
  await expect(toast(page, 'Rule created successfully')).toBeVisible();
});

test('says so when the rules cannot be loaded', async ({ page }) => {
  await page.route('**/api/v1/rules', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } }));
  await page.goto('/rules');
  await expect(page.getByText('Failed to load data')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});
