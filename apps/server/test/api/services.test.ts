import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

const DUPLICATE = 'A service with this name already exists. Please choose a different name.';
const NOT_FOUND = 'Service not found or access denied';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('services API', () => {
  let t: TestApp;
  let me: Client;
  let other: Client;
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('user-a');
    other = await t.as('user-b');
  });
  afterAll(() => t.close());

  const create = (client: Client, body: Record<string, unknown>) => client.post('/api/v1/services', body);

  it('needs a signed-in user on every route', async () => {
    const calls = [
      t.anonymous.get('/api/v1/services'),
      t.anonymous.get(`/api/v1/services/${MISSING_ID}`),
      t.anonymous.post('/api/v1/services', { name: 'X' }),
      t.anonymous.patch(`/api/v1/services/${MISSING_ID}`, { name: 'X' }),
      t.anonymous.delete(`/api/v1/services/${MISSING_ID}`),
      t.anonymous.post(`/api/v1/services/${MISSING_ID}/projects`, { project_name: 'X' }),
      t.anonymous.patch(`/api/v1/services/projects/${MISSING_ID}`, { status: 'done' }),
      t.anonymous.delete(`/api/v1/services/projects/${MISSING_ID}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('User not authenticated');
    }
  });

  it('creates a service with a trimmed name, the default colour and no projects', async () => {
    const res = await create(me, { name: '  Bookkeeping  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Bookkeeping',
      color: 'bg-blue-500',
      is_archived: false,
      archived_at: null,
      user_id: 'user-a',
      projects: [],
    });
    expect(res.json().created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(res.json().updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('accepts each of the ten colours and refuses anything else, naming the field', async () => {
    const colours = ['blue', 'green', 'yellow', 'purple', 'orange', 'red', 'pink', 'indigo', 'teal', 'cyan'];
    for (const c of colours) {
      const res = await create(me, { name: `Colour ${c}`, color: `bg-${c}-500` });
      expect(res.statusCode).toBe(201);
      expect(res.json().color).toBe(`bg-${c}-500`);
    }
    for (const color of ['bg-black-500', 'bg-blue-400', '#3b82f6', '', null]) {
      const res = await create(me, { name: 'Bad colour', color });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^body\.color: must be one of bg-blue-500, /);
    }
  });

  it('requires a non-blank name and refuses unknown or oversized fields', async () => {
    for (const body of [{}, { name: '   ' }, { name: null }]) {
      const res = await create(me, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('body.name: Service name is required');
    }
    const long = await create(me, { name: 'x'.repeat(201) });
    expect(long.json().error.message).toBe('body.name: Service name must be at most 200 characters');
    const nul = await create(me, { name: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.message).toBe('body.name: must not contain NUL characters');
    const unknown = await create(me, { name: 'Extra', owner: 'user-b' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/owner/);
  });

  it('refuses a duplicate name for the same user, case-insensitively, with 409', async () => {
    expect((await create(me, { name: 'Payroll' })).statusCode).toBe(201);
    for (const name of ['Payroll', 'PAYROLL', '  payroll ']) {
      const res = await create(me, { name });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'conflict', message: DUPLICATE });
    }
    const theirs = await create(other, { name: 'Payroll' });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().user_id).toBe('user-b');
  });

  it('lets only one of two concurrent creates with the same name through', async () => {
    const results = await Promise.all([create(me, { name: 'Race' }), create(me, { name: 'RACE' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('applies the duplicate rule on rename too, but allows renaming to its own name', async () => {
    await create(me, { name: 'Audit' });
    const s = (await create(me, { name: 'Tax' })).json();
    const clash = await me.patch(`/api/v1/services/${s.id}`, { name: 'audit' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(DUPLICATE);
    const recase = await me.patch(`/api/v1/services/${s.id}`, { name: 'TAX' });
    expect(recase.statusCode).toBe(200);
    expect(recase.json().name).toBe('TAX');
  });

  it('patches name and colour, validating both, and nothing else', async () => {
    const s = (await create(me, { name: 'Legal' })).json();
    const res = await me.patch(`/api/v1/services/${s.id}`, { name: ' Legal Ops ', color: 'bg-teal-500' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: s.id, name: 'Legal Ops', color: 'bg-teal-500', projects: [] });
    expect((await me.patch(`/api/v1/services/${s.id}`, { name: ' ' })).json().error.message).toBe('body.name: Service name is required');
    expect((await me.patch(`/api/v1/services/${s.id}`, { color: 'red' })).statusCode).toBe(400);
    expect((await me.patch(`/api/v1/services/${s.id}`, { is_archived: true })).statusCode).toBe(400);
  });

  it('lists non-archived services newest first with their projects', async () => {
    const first = (await create(me, { name: 'List first' })).json();
    const hidden = (await create(me, { name: 'List archived', is_archived: true })).json();
    const second = (await create(me, { name: 'List second' })).json();
    expect(hidden).toMatchObject({ is_archived: true });
    expect(hidden.archived_at).not.toBeNull();
    await me.post(`/api/v1/services/${first.id}/projects`, { project_name: 'One' });
    await me.post(`/api/v1/services/${first.id}/projects`, { project_name: 'Two', status: 'done' });

    const list = (await me.get('/api/v1/services')).json() as { id: string; name: string; projects: { project_name: string }[] }[];
    const names = list.map((s) => s.name);
    expect(names).not.toContain('List archived');
    expect(names.indexOf('List second')).toBeLessThan(names.indexOf('List first'));
    expect(names[0]).toBe('List second');
    expect(list.find((s) => s.id === first.id)!.projects.map((p) => p.project_name)).toEqual(['One', 'Two']);
    expect(list.find((s) => s.id === second.id)!.projects).toEqual([]);
    const theirNames = (await other.get('/api/v1/services')).json().map((s: { name: string }) => s.name);
    expect(theirNames).toContain('Payroll');
    expect(theirNames).not.toContain('List first');
  });

  it('gets one service with its projects, archived ones included', async () => {
    const s = (await create(me, { name: 'Archived one', is_archived: true })).json();
    const link = (await me.post(`/api/v1/services/${s.id}/projects`, { project_name: 'Kept' })).json();
    const res = await me.get(`/api/v1/services/${s.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Archived one', is_archived: true, projects: [{ id: link.id, project_name: 'Kept' }] });
  });

  it('answers 404 for a missing service or one of another user, and changes nothing', async () => {
    const theirs = (await create(other, { name: 'Private' })).json();
    for (const id of [MISSING_ID, theirs.id]) {
      for (const res of [
        await me.get(`/api/v1/services/${id}`),
        await me.patch(`/api/v1/services/${id}`, { name: 'Mine now' }),
        await me.delete(`/api/v1/services/${id}`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(NOT_FOUND);
      }
    }
    expect((await other.get(`/api/v1/services/${theirs.id}`)).json().name).toBe('Private');
    expect((await me.get('/api/v1/services/not-a-uuid')).statusCode).toBe(400);
  });

  it('deletes a service together with its project links', async () => {
    const s = (await create(me, { name: 'Short lived' })).json();
    const link = (await me.post(`/api/v1/services/${s.id}/projects`, { project_name: 'Gone too' })).json();
    const res = await me.delete(`/api/v1/services/${s.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await me.get(`/api/v1/services/${s.id}`)).statusCode).toBe(404);
    const orphan = await me.patch(`/api/v1/services/projects/${link.id}`, { status: 'done' });
    expect(orphan.json().error.message).toBe('Service project not found');
    expect((await create(me, { name: 'Short lived' })).statusCode).toBe(201);
  });
});
