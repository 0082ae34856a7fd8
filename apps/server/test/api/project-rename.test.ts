import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailClassifications } from '../../src/db/schema/index.js';
import { insertClassification, insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

/** docs/decisions.md: project_name is always the project's current name, wherever it is shown. */
describe('renaming a project', () => {
  let t: TestApp;
  let me: Client;
  let other: Client;
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('rename-a');
    other = await t.as('rename-b');
  });
  afterAll(() => t.close());

  it('shows the new name on its tasks, classifications, suggested tasks and service links', async () => {
    const project = (await me.post('/api/v1/projects', { name: 'Harbour Tower' })).json();
    const kept = (await me.post('/api/v1/projects', { name: 'Northwind' })).json();
    const task = (await me.post('/api/v1/tasks', { title: 'Send the lease', project_id: project.id })).json();
    expect(task.project_name).toBe('Harbour Tower');
    const service = (await me.post('/api/v1/services', { name: 'Leasing' })).json();
    await me.post(`/api/v1/services/${service.id}/projects`, { project_id: project.id, project_name: project.name });

    const email = await insertEmail(t.database.db, 'rename-a', { subject: 'Lease' });
    const suggestion = (projectId: string, projectName: string, title: string) => ({
      id: randomUUID(),
      title,
      description: '',
      priority: 'P2',
      dueDate: null,
      projectId,
      projectName,
      confidence: 0.9,
      status: 'pending',
      taskId: null,
    });
    await insertClassification(t.database.db, 'rename-a', email.id, {
      projectId: project.id,
      projectName: 'Harbour Tower',
      label: 'Harbour Tower',
      proposedTasks: [suggestion(project.id, 'Harbour Tower', 'Send it'), suggestion(kept.id, 'Northwind', 'Other')],
    });
    // Another user's project of the same name is not theirs to rename.
    const theirs = (await other.post('/api/v1/projects', { name: 'Harbour Tower' })).json();
    await other.post('/api/v1/tasks', { title: 'Theirs', project_id: theirs.id });

    const renamed = await me.patch(`/api/v1/projects/${project.id}`, { name: 'Harbour Tower East' });
    expect(renamed.statusCode).toBe(200);

    expect((await me.get(`/api/v1/tasks/${task.id}`)).json().project_name).toBe('Harbour Tower East');
    const rec = (await me.get(`/api/v1/emails/${email.id}/recommendations`)).json();
    expect(rec.aiClassification).toMatchObject({ projectId: project.id, projectName: 'Harbour Tower East', label: 'Harbour Tower East' });
    expect(rec.suggestedTasks.map((s: { projectName: string }) => s.projectName)).toEqual(['Harbour Tower East', 'Northwind']);
    const [row] = await t.database.db.select().from(emailClassifications).where(eq(emailClassifications.emailId, email.id));
    expect(row!.projectName).toBe('Harbour Tower East');
    const links = (await me.get(`/api/v1/services/${service.id}`)).json().projects;
    expect(links.map((l: { project_name: string }) => l.project_name)).toEqual(['Harbour Tower East']);

    const theirTasks = (await other.get('/api/v1/tasks')).json();
    expect((theirTasks.data ?? theirTasks).map((x: { project_name: string }) => x.project_name)).toEqual(['Harbour Tower']);
  });
});
