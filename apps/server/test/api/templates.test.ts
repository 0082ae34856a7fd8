import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

const DUPLICATE = 'A template with this name already exists. Please choose a different name.';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('templates API', () => {
  let t: TestApp;
  let me: Client;
  let other: Client;
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('user-a');
    other = await t.as('user-b');
  });
  afterAll(() => t.close());

  const create = (client: Client, body: Record<string, unknown>) => client.post('/api/v1/templates', body);
  const valid = (name: string, extra: Record<string, unknown> = {}) => ({ name, services: ['Bookkeeping'], ...extra });

  it('needs a signed-in user on every route', async () => {
    const calls = [
      t.anonymous.get('/api/v1/templates'),
      t.anonymous.get(`/api/v1/templates/${MISSING_ID}`),
      t.anonymous.post('/api/v1/templates', valid('X')),
      t.anonymous.patch(`/api/v1/templates/${MISSING_ID}`, { name: 'X' }),
      t.anonymous.delete(`/api/v1/templates/${MISSING_ID}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('User not authenticated');
    }
  });

  it('creates a template in the spec shape, trimming and dropping blank items', async () => {
    const res = await create(me, {
      name: '  Month end  ',
      description: 'Close the books',
      services: [' Bookkeeping ', '', 'Payroll'],
      items: ['Reconcile bank', '   ', '', ' Send report '],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      ['archived_at', 'created_at', 'description', 'id', 'is_archived', 'items', 'name', 'services', 'updated_at', 'user_id'].sort(),
    );
    expect(body).toMatchObject({
      name: 'Month end',
      description: 'Close the books',
      services: ['Bookkeeping', 'Payroll'],
      items: ['Reconcile bank', 'Send report'],
      is_archived: false,
      archived_at: null,
      user_id: 'user-a',
    });
  });

  it('defaults description to null and items to an empty list', async () => {
    const res = await create(me, valid('Bare', { description: '   ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ description: null, items: [] });
  });

  it("requires a name: 'Template name is required'", async () => {
    for (const name of [undefined, '', '   ', null]) {
      const res = await create(me, { name, services: ['Bookkeeping'] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('body.name: Template name is required');
    }
  });

  it("requires at least one service: 'Please select at least one service'", async () => {
    for (const services of [undefined, [], ['', '   ']]) {
      const res = await create(me, { name: 'No services', services });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('body.services: Please select at least one service');
    }
    expect((await create(me, { name: 'Wrong type', services: 'Bookkeeping' })).json().error.message).toBe(
      'body.services: must be a list of service names',
    );
  });

  it('bounds sizes and refuses unknown fields', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [valid('x'.repeat(201)), /^body\.name: Template name must be at most 200 characters$/],
      [valid('Long item', { items: ['x'.repeat(1001)] }), /^body\.items\.0: /],
      [valid('Many items', { items: Array.from({ length: 201 }, (_, i) => `i${i}`) }), /^body\.items: /],
      [valid('Many services', { services: Array.from({ length: 201 }, (_, i) => `s${i}`) }), /^body\.services: /],
      [valid('Long service', { services: ['x'.repeat(201)] }), /^body\.services\.0: /],
      [valid('Unknown', { user_id: 'user-b' }), /user_id/],
      // PostgreSQL text cannot hold NUL; it must be a 400, never a 500.
      [valid('a\u0000b'), /^body\.name: must not contain NUL characters$/],
      [valid('Nul item', { items: ['ok', 'x\u0000'] }), /^body\.items\.1: must not contain NUL characters$/],
      [valid('Nul service', { services: ['x\u0000'] }), /^body\.services\.0: must not contain NUL characters$/],
      [valid('Nul description', { description: '\u0000' }), /^body\.description: must not contain NUL characters$/],
    ];
    for (const [body, message] of cases) {
      const res = await create(me, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    expect((await create(me, valid('Long enough', { items: ['x'.repeat(1000)] }))).statusCode).toBe(201);
  });

  it('refuses a duplicate name for the same user, case-insensitively, with 409', async () => {
    expect((await create(me, valid('Onboarding'))).statusCode).toBe(201);
    for (const name of ['Onboarding', 'ONBOARDING', ' onboarding ']) {
      const res = await create(me, valid(name));
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'conflict', message: DUPLICATE });
    }
    expect((await create(other, valid('Onboarding'))).statusCode).toBe(201);
  });

  it('lists non-archived templates newest first, only the user own', async () => {
    await create(me, valid('Order first'));
    const archived = (await create(me, valid('Order archived', { is_archived: true }))).json();
    await create(me, valid('Order second'));
    expect(archived.is_archived).toBe(true);
    expect(archived.archived_at).not.toBeNull();
    const names = (await me.get('/api/v1/templates')).json().map((x: { name: string }) => x.name);
    expect(names[0]).toBe('Order second');
    expect(names.indexOf('Order second')).toBeLessThan(names.indexOf('Order first'));
    expect(names).not.toContain('Order archived');
    const theirs = (await other.get('/api/v1/templates')).json().map((x: { name: string }) => x.name);
    expect(theirs).toEqual(['Onboarding']);
    expect((await me.get(`/api/v1/templates/${archived.id}`)).json().name).toBe('Order archived');
  });

  it('patches name, description, services and items with the same validation', async () => {
    const tpl = (await create(me, valid('Editable', { items: ['a'] }))).json();
    const res = await me.patch(`/api/v1/templates/${tpl.id}`, {
      name: ' Edited ',
      description: 'New',
      services: ['Tax', ' '],
      items: ['b', '', 'c'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: tpl.id, name: 'Edited', description: 'New', services: ['Tax'], items: ['b', 'c'] });
    const partial = await me.patch(`/api/v1/templates/${tpl.id}`, { description: null });
    expect(partial.json()).toMatchObject({ name: 'Edited', description: null, services: ['Tax'] });
    const checks: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'body.name: Template name is required'],
      [{ services: [] }, 'body.services: Please select at least one service'],
      [{ services: ['  '] }, 'body.services: Please select at least one service'],
    ];
    for (const [body, message] of checks) {
      const bad = await me.patch(`/api/v1/templates/${tpl.id}`, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe(message);
    }
    expect((await me.patch(`/api/v1/templates/${tpl.id}`, { is_archived: true })).statusCode).toBe(400);
    expect((await me.get(`/api/v1/templates/${tpl.id}`)).json()).toMatchObject({ name: 'Edited', is_archived: false });
  });

  it('applies the duplicate rule on rename, but allows renaming to its own name', async () => {
    const tpl = (await create(me, valid('Quarterly'))).json();
    const clash = await me.patch(`/api/v1/templates/${tpl.id}`, { name: 'onboarding' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(DUPLICATE);
    expect((await me.patch(`/api/v1/templates/${tpl.id}`, { name: 'QUARTERLY' })).json().name).toBe('QUARTERLY');
  });

  it("answers 404 for a missing template or another user's, and changes nothing", async () => {
    const theirs = (await create(other, valid('Their private'))).json();
    for (const id of [MISSING_ID, theirs.id]) {
      for (const res of [
        await me.get(`/api/v1/templates/${id}`),
        await me.patch(`/api/v1/templates/${id}`, { name: 'Mine now' }),
        await me.delete(`/api/v1/templates/${id}`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Template not found');
      }
    }
    expect((await other.get(`/api/v1/templates/${theirs.id}`)).json().name).toBe('Their private');
    expect((await me.get('/api/v1/templates/not-a-uuid')).statusCode).toBe(400);
  });

  it('deletes a template', async () => {
    const tpl = (await create(me, valid('Disposable'))).json();
    const res = await me.delete(`/api/v1/templates/${tpl.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await me.get(`/api/v1/templates/${tpl.id}`)).statusCode).toBe(404);
    expect((await create(me, valid('Disposable'))).statusCode).toBe(201);
  });
});
