// Intelligence Center: acting on an email's suggestions: the recommended project, suggested tasks
// (approve, reject, edit, process all) and additional training.
import { expect, test, type Page } from '@playwright/test';
import { api, createProject, createService, createTemplate } from './support/api';
import { choose, signIn, toast, unique, watchForPageProblems } from './support/app';
import {
  expand,
  hasPendingTasks,
  openQueue,
  pick,
  projectPending,
  recommendation,
  showPerPage,
  uploadEmail,
  useCardDensity,
  waitForClassifiedMail,
} from './support/emails';
import type { Task as ApiTask } from '@triage/contracts';

watchForPageProblems();

test.beforeEach(async ({ page }) => {
  await useCardDensity(page);
  await signIn(page);
  await waitForClassifiedMail(page);
});

const tasks = (page: Page) => api<ApiTask[]>(page, 'GET', '/api/v1/tasks');

test('approves and rejects the recommended project', async ({ page }) => {
  const emails = await openQueue(page);
  const toApprove = pick(emails, (e) => projectPending(e) && e.aiClassification!.projectId !== null, 'has a project to approve');
  let card = await expand(page, toApprove.id);
  const block = card.getByRole('region', { name: 'Recommended Project' });
  await expect(block.getByText(toApprove.aiClassification!.projectName!, { exact: true })).toBeVisible();
  await expect(block.getByText('AI Classified')).toBeVisible();
  await block.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Project Approved')).toBeVisible();
  await expect(block.getByText('Approved', { exact: true })).toBeVisible();
  await expect(block.getByRole('button', { name: 'Reject' })).toBeHidden();
  expect((await recommendation(page, toApprove.id)).aiClassification!.approved).toBe(true);

  const toReject = pick(emails, (e) => projectPending(e) && e.id !== toApprove.id, 'has a project to reject');
  card = await expand(page, toReject.id);
  await card.getByRole('region', { name: 'Recommended Project' }).getByRole('button', { name: 'Reject' }).click();
  await expect(toast(page, 'Project Rejected')).toBeVisible();
  await expect(card.getByRole('region', { name: 'Recommended Project' }).getByText('Rejected', { exact: true })).toBeVisible();
  expect((await recommendation(page, toReject.id)).aiClassification!.approved).toBe(false);
});

test("edit mode needs a project ('Please select a project'), then Save & Update shows 'User Selected'", async ({ page }) => {
  const project = await createProject(page, { name: unique('Chosen Project') });
  const email = await uploadEmail(page, {
    subject: unique('Who does this belong to'),
    from: 'Somebody New <somebody@unknown-sender.example>',
    text: 'Hello, just a short note with nothing that names a project.',
  });
  await openQueue(page);
  const card = await expand(page, email.id);
  const block = card.getByRole('region', { name: 'Recommended Project' });
  if (email.aiClassification?.projectId) test.info().annotations.push({ type: 'note', description: 'the classifier guessed a project' });
  await block.getByRole('button', { name: 'Edit project' }).click();
  if (!email.aiClassification?.projectId) {
    await block.getByRole('button', { name: 'Save & Update' }).click();
    await expect(block.getByText('Please select a project')).toBeVisible();
  }
  await choose(page, 'Project', project.name, block);
  await block.getByRole('button', { name: 'Save & Update' }).click();
  await expect(toast(page, 'Project Updated')).toBeVisible();
  await expect(block.getByText(project.name, { exact: true })).toBeVisible();
  await expect(block.getByText('User Selected')).toBeVisible();
  const label = email.aiClassification?.label ?? 'None';
  if (label.toLowerCase() !== 'none') await expect(block.getByText(`Original: ${label}`)).toBeVisible();
  const saved = await recommendation(page, email.id);
  expect(saved.aiClassification).toMatchObject({ projectId: project.id, approved: true, userSelected: true });
});

test('approving a suggested task creates a real task with the template checklist', async ({ page }) => {
  const emails = await openQueue(page);
  const email = pick(
    emails,
    (e) => hasPendingTasks(e) && e.suggestedTasks.some((t) => t.status === 'pending' && t.projectId),
    'has a pending task with a project',
  );
  const suggestion = email.suggestedTasks.find((t) => t.status === 'pending' && t.projectId)!;
  const projects = await api<{ id: string; name: string }[]>(page, 'GET', '/api/v1/projects');
  const project = projects.find((p) => p.id === suggestion.projectId)!;
  const service = await createService(page, { name: unique('Checklist Service') });
  await api(page, 'POST', `/api/v1/services/${service.id}/projects`, {
    project_id: project.id,
    project_name: project.name,
    status: 'open',
  });
  const items = [unique('Log the request'), unique('Reply to the sender')];
  await createTemplate(page, { name: unique('Email checklist'), description: '', services: [service.name], items });
  await page.evaluate(() => {
    (window as unknown as { refreshed: number }).refreshed = 0;
    window.addEventListener('refresh-tasks', () => (window as unknown as { refreshed: number }).refreshed++);
  });

  const card = await expand(page, email.id);
  const item = card.getByTestId('suggested-task').filter({ hasText: suggestion.title });
  await item.getByRole('button', { name: `Approve task ${suggestion.title}` }).click();
  await expect(toast(page, 'Task Approved')).toBeVisible();
  await expect(item.getByText('Approved', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: /^Reject task/ })).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { refreshed: number }).refreshed)).toBeGreaterThan(0);

  const taskId = (await recommendation(page, email.id)).suggestedTasks.find((t) => t.id === suggestion.id)!.taskId;
  const created = (await tasks(page)).find((t) => t.id === taskId)!;
  expect(created.title).toBe(suggestion.title);
  expect(created.checklist.map((c) => c.text)).toEqual(expect.arrayContaining(items));
});

test('rejecting a suggested task marks it Rejected, also when the server removal fails', async ({ page }) => {
  const emails = await openQueue(page);
  // Two pending suggestions, on one email or on two: the classifier proposes few tasks per email.
  const pending = emails.flatMap((e) => e.suggestedTasks.filter((t) => t.status === 'pending').map((t) => ({ email: e, task: t })));
  expect(pending.length, 'two pending suggested tasks on the first page').toBeGreaterThanOrEqual(2);
  const [{ email: withFirst, task: first }, { email: withSecond, task: second }] = pending as [
    (typeof pending)[number],
    (typeof pending)[number],
  ];
  const card = await expand(page, withFirst.id);

  await card.getByRole('button', { name: `Reject task ${first.title}` }).click();
  await expect(toast(page, 'Task Rejected')).toBeVisible();
  await expect(toast(page, 'Task suggestion has been rejected')).toBeVisible();
  const one = card.getByTestId('suggested-task').filter({ hasText: first.title });
  await expect(one.getByText('Rejected', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await recommendation(page, withFirst.id)).suggestedTasks.find((t) => t.id === first.id)?.status)
    .toBe('rejected');

  // Rejection goes by the suggestion's id; a refusal is shown as the server's error, and the task is still marked rejected here.
  await page.route('**/api/v1/emails/recommendations/process', (route) =>
    route.request().postDataJSON()?.action === 'reject_task'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Database down' } } })
      : route.continue(),
  );
  const secondCard = withSecond.id === withFirst.id ? card : await expand(page, withSecond.id);
  await secondCard.getByRole('button', { name: `Reject task ${second.title}` }).click();
  await expect(toast(page, 'Failed to reject task')).toContainText('Database down');
  const two = secondCard.getByTestId('suggested-task').filter({ hasText: second.title });
  await expect(two.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(two.getByRole('button', { name: /^Approve task/ })).toBeHidden();
});

test("editing a suggested task: 'Save & Create' creates it from the edited values", async ({ page }) => {
  const emails = await openQueue(page);
  const email = pick(emails, hasPendingTasks, 'has a pending task');
  const suggestion = email.suggestedTasks.find((t) => t.status === 'pending')!;
  const project = await createProject(page, { name: unique('Edited Task Project') });
  await page.reload();
  await showPerPage(page, 15);
  const card = await expand(page, email.id);
  await card.getByRole('button', { name: `Edit task ${suggestion.title}` }).click();
  const title = unique('Edited title');
  await card.getByLabel('Title').fill('   ');
  await card.getByRole('button', { name: 'Save & Create' }).click();
  await expect(card.getByText('Please enter a task title')).toBeVisible();
  await card.getByLabel('Title').fill(title);
  await choose(page, 'Task project', project.name, card);
  await choose(page, 'Task priority', 'P1 Critical', card);
  await card.getByLabel('Due date').fill('2030-01-15');
  await card.getByRole('button', { name: 'Save & Create' }).click();
  await expect(toast(page, 'Task Saved')).toBeVisible();
  await expect(card.getByTestId('suggested-task').filter({ hasText: title }).getByText('Approved', { exact: true })).toBeVisible();
  const created = (await tasks(page)).find((t) => t.title === title)!;
  expect(created).toMatchObject({ priority: 'P1', due_date: '2030-01-15', project_id: project.id });
});

test("'Process All Tasks' approves every pending suggested task", async ({ page }) => {
  const emails = await openQueue(page);
  const email = pick(emails, hasPendingTasks, 'has pending tasks');
  const card = await expand(page, email.id);
  await card.getByRole('button', { name: 'Process All Tasks' }).click();
  await expect(toast(page, 'All Tasks Processed')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Approve task/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Process All Tasks' })).toBeDisabled();
  const after = await recommendation(page, email.id);
  expect(after.suggestedTasks.filter((t) => t.status === 'pending')).toEqual([]);
});

test("'Additional Training' stores feedback and adds a manual task linked to the email", async ({ page }) => {
  const emails = await openQueue(page);
  const email = pick(emails, (e) => e.processingStatus === 'completed', 'is classified');
  const card = await expand(page, email.id);
  const training = card.getByRole('region', { name: 'Additional Training' });
  const text = unique('This one is about the lease');
  await training.getByLabel('Additional Training').fill(text);
  await card.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(toast(page, 'Feedback Submitted')).toBeVisible();
  expect((await recommendation(page, email.id)).feedback).toBe(text);

  await training.getByText('I want to add a manual task for this email').click();
  const title = unique('Manual task');
  await training.getByLabel('Title').fill(title);
  if (!email.aiClassification?.projectId) {
    const project = await createProject(page, { name: unique('Manual Project') });
    await page.reload();
    await showPerPage(page, 15);
    const again = await expand(page, email.id);
    await again.getByText('I want to add a manual task for this email').click();
    await again.getByLabel('Title').fill(title);
    await choose(page, 'Task project', project.name, again);
    await again.getByRole('button', { name: 'Create Task' }).click();
  } else {
    await training.getByRole('button', { name: 'Create Task' }).click();
  }
  await expect(toast(page, 'Task Created')).toBeVisible();
  // Made for this email, it links back to it as an approved suggestion's task does.
  expect((await tasks(page)).find((t) => t.title === title)?.sourceEmailId).toBe(email.id);
});
