import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('service projects API', () => {
  let t: TestApp;
  let me: Client;
  let other: Client;
  let serviceId: string;
  let theirServiceId: string;
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('user-a');
    other = await t.as('user-b');
    serviceId = (await me.post('/api/v1/services', { name: 'Consulting' })).json().id;
    theirServiceId = (await other.post('/api/v1/services', { name: 'Consulting' })).json().id;
  });
  afterAll(() => t.close());

  const add = (client: Client, id: string, body: Record<string, unknown>) => client.post(`/api/v1/services/${id}/projects`, body);

  it('adds a project by name with status open by default, in the spec shape', async () => {
    const res = await add(me, serviceId, { project_name: '  Website  ' });
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(Object.keys(link).sort()).toEqual(
      ['created_at', 'id', 'project_id', 'project_name', 'serviceId', 'status', 'updated_at'].sort(),
    );
    expect(link).toMatchObject({ serviceId, project_id: null, project_name: 'Website', status: 'open' });
    const service = (await me.get(`/api/v1/services/${serviceId}`)).json();
    expect(service.projects).toEqual([link]);
  });

  it('links one of the user own projects by id, with any of the three statuses', async () => {
    const project = (await me.post('/api/v1/projects', { name: 'Harbour Tower' })).json();
    for (const status of ['open', 'in_progress', 'done']) {
      const res = await add(me, serviceId, { project_id: project.id, project_name: 'Harbour Tower', status });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ project_id: project.id, status });
    }
  });

  it("refuses another user's project or a missing one with 'Project not found'", async () => {
    const theirs = (await other.post('/api/v1/projects', { name: 'Secret' })).json();
    for (const projectId of [theirs.id, MISSING_ID]) {
      const res = await add(me, serviceId, { project_id: projectId, project_name: 'Secret' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Project not found');
    }
  });

  it("refuses a service that is missing or another user's with 'Service not found or access denied'", async () => {
    for (const id of [MISSING_ID, theirServiceId]) {
      const res = await add(me, id, { project_name: 'Sneaky' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Service not found or access denied');
    }
    expect((await other.get(`/api/v1/services/${theirServiceId}`)).json().projects).toEqual([]);
  });

  it('validates the body, naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{}, /^body\.project_name: Project name is required$/],
      [{ project_name: '   ' }, /^body\.project_name: Project name is required$/],
      [{ project_name: 'x'.repeat(201) }, /^body\.project_name: Project name must be at most 200 characters$/],
      [{ project_name: 'A', status: 'closing' }, /^body\.status: must be one of open, in_progress, done$/],
      [{ project_name: 'A', project_id: 'nope' }, /^body\.project_id: must be a valid id$/],
      [{ project_name: 'A', projectName: 'B' }, /projectName/],
      [{ project_name: 'A\u0000' }, /^body\.project_name: must not contain NUL characters$/],
    ];
    for (const [body, message] of cases) {
      const res = await add(me, serviceId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
  });

  it('updates name and status of a link', async () => {
    const link = (await add(me, serviceId, { project_name: 'Rebrand' })).json();
    const res = await me.patch(`/api/v1/services/projects/${link.id}`, { project_name: ' Rebrand 2 ', status: 'in_progress' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: link.id, serviceId, project_name: 'Rebrand 2', status: 'in_progress' });
    const done = await me.patch(`/api/v1/services/projects/${link.id}`, { status: 'done' });
    expect(done.json()).toMatchObject({ project_name: 'Rebrand 2', status: 'done' });
    const blank = await me.patch(`/api/v1/services/projects/${link.id}`, { project_name: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('body.project_name: Project name is required');
    expect((await me.patch(`/api/v1/services/projects/${link.id}`, { status: 'archived' })).statusCode).toBe(400);
    expect((await me.patch(`/api/v1/services/projects/${link.id}`, { serviceId: theirServiceId })).statusCode).toBe(400);
  });

  it("answers 404 'Service project not found' for a missing link", async () => {
    for (const res of [
      await me.patch(`/api/v1/services/projects/${MISSING_ID}`, { status: 'done' }),
      await me.delete(`/api/v1/services/projects/${MISSING_ID}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Service project not found');
    }
  });

  it("answers 404 'Access denied' for another user's link and changes nothing", async () => {
    const theirs = (await add(other, theirServiceId, { project_name: 'Theirs' })).json();
    for (const res of [
      await me.patch(`/api/v1/services/projects/${theirs.id}`, { project_name: 'Mine', status: 'done' }),
      await me.delete(`/api/v1/services/projects/${theirs.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Access denied');
    }
    const service = (await other.get(`/api/v1/services/${theirServiceId}`)).json();
    expect(service.projects).toEqual([expect.objectContaining({ id: theirs.id, project_name: 'Theirs', status: 'open' })]);
  });

  it('deletes a link, leaving the service and linked project in place', async () => {
    const project = (await me.post('/api/v1/projects', { name: 'Kept project' })).json();
    const link = (await add(me, serviceId, { project_id: project.id, project_name: 'Kept project' })).json();
    const res = await me.delete(`/api/v1/services/projects/${link.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const service = (await me.get(`/api/v1/services/${serviceId}`)).json();
    expect(service.projects.map((p: { id: string }) => p.id)).not.toContain(link.id);
    expect((await me.get(`/api/v1/projects/${project.id}`)).statusCode).toBe(200);
    expect((await me.delete(`/api/v1/services/projects/${link.id}`)).json().error.message).toBe('Service project not found');
  });

  it('keeps the link when its project is deleted, with project_id cleared', async () => {
    const project = (await me.post('/api/v1/projects', { name: 'Doomed' })).json();
    const link = (await add(me, serviceId, { project_id: project.id, project_name: 'Doomed' })).json();
    await me.delete(`/api/v1/projects/${project.id}`);
    const service = (await me.get(`/api/v1/services/${serviceId}`)).json();
    expect(service.projects.find((p: { id: string }) => p.id === link.id)).toMatchObject({ project_id: null, project_name: 'Doomed' });
  });
});
