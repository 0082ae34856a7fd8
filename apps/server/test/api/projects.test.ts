import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

describe('projects API', () => {
  let t: TestApp;
  let me: Client;
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('user-a');
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    const res = await t.anonymous.get('/api/v1/projects');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('User not authenticated');
  });

  it('creates a project with the spec defaults', async () => {
    const res = await me.post('/api/v1/projects', { name: '  Harbour Tower  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Harbour Tower',
      type: 'Project',
      status: 'open',
      defaultPriority: 'P2',
      color: '#3b82f6',
      defaultDueRule: 'next_business_day',
      is_archived: false,
      archived_at: null,
      user_id: 'user-a',
      senderIncludes: [],
      bodyRegex: null,
    });
    expect(res.json().created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('stores matching rules as trimmed lists without blanks', async () => {
    const res = await me.post('/api/v1/projects', {
      name: 'Rules',
      senderIncludes: [' ann@acme.com ', '', '  '],
      domainMatches: ['acme.com'],
      bodyRegex: 'invoice\\s+#\\d+',
    });
    expect(res.json()).toMatchObject({ senderIncludes: ['ann@acme.com'], domainMatches: ['acme.com'], bodyRegex: 'invoice\\s+#\\d+' });
  });

  it('refuses a bad regular expression naming the field, and stores nothing', async () => {
    const before = (await me.get('/api/v1/projects')).json().length;
    const res = await me.post('/api/v1/projects', { name: 'Bad', bodyRegex: 'a(b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/bodyRegex/);
    expect((await me.get('/api/v1/projects')).json()).toHaveLength(before);
  });

  it('requires a name', async () => {
    for (const body of [{}, { name: '   ' }]) {
      const res = await me.post('/api/v1/projects', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/name: Project name is required/);
    }
  });

  it('lists newest first regardless of archive state', async () => {
    const a = (await me.post('/api/v1/projects', { name: 'Older' })).json();
    const b = (await me.post('/api/v1/projects', { name: 'Newer' })).json();
    await me.patch(`/api/v1/projects/${a.id}`, { status: 'archived' });
    const names = (await me.get('/api/v1/projects')).json().map((p: { name: string }) => p.name);
    expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));
    expect(names).toContain('Older');
    expect(b.id).toBeTruthy();
  });

  it('gets, patches and deletes one project; 404 when missing', async () => {
    const p = (await me.post('/api/v1/projects', { name: 'Temp' })).json();
    expect((await me.get(`/api/v1/projects/${p.id}`)).json().name).toBe('Temp');
    const patched = await me.patch(`/api/v1/projects/${p.id}`, { notes: 'n', defaultPriority: 'P1' });
    expect(patched.json()).toMatchObject({ notes: 'n', defaultPriority: 'P1', name: 'Temp' });
    expect((await me.delete(`/api/v1/projects/${p.id}`)).statusCode).toBe(200);
    const gone = await me.get(`/api/v1/projects/${p.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Project not found');
    expect((await me.get('/api/v1/projects/not-a-uuid')).statusCode).toBe(400);
  });

  it('archives with the status and unarchives when leaving it', async () => {
    const p = (await me.post('/api/v1/projects', { name: 'Arch' })).json();
    const archived = (await me.patch(`/api/v1/projects/${p.id}`, { status: 'archived' })).json();
    expect(archived.is_archived).toBe(true);
    expect(archived.archived_at).not.toBeNull();
    const back = (await me.patch(`/api/v1/projects/${p.id}`, { status: 'in_progress' })).json();
    expect(back).toMatchObject({ is_archived: false, archived_at: null, status: 'in_progress' });
  });

  it('closes and opens', async () => {
    const p = (await me.post('/api/v1/projects', { name: 'Closable' })).json();
    expect((await me.post(`/api/v1/projects/${p.id}/close`)).json().status).toBe('done');
    expect((await me.post(`/api/v1/projects/${p.id}/open`)).json().status).toBe('open');
  });
});
