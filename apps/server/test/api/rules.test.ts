import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rules } from '../../src/db/schema/index.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('rules API', () => {
  let t: TestApp;
  let me: Client;
  let other: Client;
  let projectId: string;
  let otherProjectId: string;

  const rule = (over: Record<string, unknown> = {}) => ({
    name: 'Acme invoices',
    if: { domainMatches: ['acme.com'] },
    then: { projectId },
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await me.post('/api/v1/rules', rule(over));
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const names = async (client = me) => (await client.get('/api/v1/rules')).json().map((r: { name: string }) => r.name);
  const clear = async () => {
    for (const r of (await me.get('/api/v1/rules')).json()) await me.delete(`/api/v1/rules/${r.id}`);
  };

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('user-a');
    other = await t.as('user-b');
    projectId = (await me.post('/api/v1/projects', { name: 'Harbour Tower' })).json().id;
    otherProjectId = (await other.post('/api/v1/projects', { name: 'B project' })).json().id;
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/rules'],
      ['POST', '/api/v1/rules'],
      ['POST', '/api/v1/rules/reorder'],
      ['POST', '/api/v1/rules/test'],
      ['PATCH', `/api/v1/rules/${MISSING}`],
      ['DELETE', `/api/v1/rules/${MISSING}`],
    ] as const) {
      const res = await t.anonymous.request(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('User not authenticated');
    }
  });

  it('creates a rule in the spec shape with defaults, trimmed lists and absent optionals', async () => {
    const res = await me.post('/api/v1/rules', {
      name: '  Acme  ',
      if: { senderIncludes: [' ann@acme.com ', '', '  '], bodyRegex: '   ' },
      then: { projectId, tags: [' billing ', ''], assignee: '  ', priority: 'P2' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      name: 'Acme',
      order: 1,
      confidence: 0.65,
      if: { senderIncludes: ['ann@acme.com'], domainMatches: [], subjectIncludes: [], bodyIncludes: [], bodyRegex: null },
      then: { projectId, tags: ['billing'], assignee: null, priority: 'P2', due: null },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.any(String),
    });
    expect((await me.get('/api/v1/rules')).json()).toEqual([body]);
    await clear();
  });

  it('requires at least one IF condition, with the spec text', async () => {
    for (const cond of [undefined, {}, { senderIncludes: ['', ' '], bodyRegex: '  ' }, 'x']) {
      const res = await me.post('/api/v1/rules', { ...rule(), if: cond });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('At least one IF condition is required');
    }
  });

  it("requires a project, with the spec text, and it must be the user's own", async () => {
    for (const then of [undefined, {}, { projectId: '' }, { projectId: '   ' }, { projectId: null }]) {
      const res = await me.post('/api/v1/rules', { ...rule(), then });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('Please select a project');
    }
    for (const id of [otherProjectId, MISSING]) {
      const res = await me.post('/api/v1/rules', rule({ then: { projectId: id } }));
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Project not found');
    }
    const bad = await me.post('/api/v1/rules', rule({ then: { projectId: 'nope' } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/then\.projectId/);
    expect(await names()).toEqual([]);
  });

  it('requires a name', async () => {
    for (const name of [undefined, '', '   ']) {
      const res = await me.post('/api/v1/rules', rule({ name }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/name: Rule name is required/);
    }
  });

  it('refuses a bad regex naming bodyRegex', async () => {
    const res = await me.post('/api/v1/rules', rule({ if: { bodyRegex: 'a(b' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/body\.if\.bodyRegex: is not a valid regular expression/);
  });

  it('accepts confidence 0..1 in steps of 0.05 only', async () => {
    for (const confidence of [0, 0.05, 0.35, 0.85, 1]) {
      expect((await create({ confidence })).confidence).toBe(confidence);
    }
    for (const [confidence, text] of [
      [0.33, 'multiple of 0.05'],
      [1.05, 'between 0 and 1'],
      [-0.05, 'between 0 and 1'],
      ['0.5', 'number'],
    ] as const) {
      const res = await me.post('/api/v1/rules', rule({ confidence }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(new RegExp(`confidence: .*${text}`));
    }
    await clear();
  });

  it('refuses unknown fields, bad priorities and NUL characters (400, never 500)', async () => {
    for (const body of [
      rule({ extra: 1 }),
      rule({ if: { domainMatches: ['a.com'], senderContains: ['x'] } }),
      rule({ then: { projectId, owner: 'x' } }),
      rule({ then: { projectId, priority: 'P5' } }),
      rule({ name: 'a\u0000b' }),
      rule({ if: { subjectIncludes: ['a\u0000'] } }),
      rule({ if: { bodyRegex: 'a\u0000' } }),
      rule({ then: { projectId, tags: ['\u0000'] } }),
      rule({ then: { projectId, assignee: '\u0000' } }),
    ]) {
      const res = await me.post('/api/v1/rules', body);
      expect(res.statusCode).toBe(400);
    }
    expect(await names()).toEqual([]);
  });

  it('appends in order, renumbers after delete and persists a reorder', async () => {
    const [a, b, c, d] = [
      await create({ name: 'A' }),
      await create({ name: 'B' }),
      await create({ name: 'C' }),
      await create({ name: 'D' }),
    ];
    expect([a.order, b.order, c.order, d.order]).toEqual([1, 2, 3, 4]);
    expect((await me.delete(`/api/v1/rules/${b.id}`)).json()).toEqual({ success: true });
    const after = (await me.get('/api/v1/rules')).json();
    expect(after.map((r: { name: string; order: number }) => [r.name, r.order])).toEqual([
      ['A', 1],
      ['C', 2],
      ['D', 3],
    ]);
    const e = await create({ name: 'E' });
    expect(e.order).toBe(4);

    const res = await me.post('/api/v1/rules/reorder', { ids: [e.id, c.id, a.id, d.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { name: string; order: number }) => [r.name, r.order])).toEqual([
      ['E', 1],
      ['C', 2],
      ['A', 3],
      ['D', 4],
    ]);
    expect(await names()).toEqual(['E', 'C', 'A', 'D']);
    await clear();
  });

  it('concurrent creates still get distinct, contiguous orders', async () => {
    const made = await Promise.all(['1', '2', '3', '4', '5', '6'].map((n) => create({ name: `R${n}` })));
    expect(made.map((r) => r.order).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    await clear();
  });

  it('caps the number of rules per user', async () => {
    const rows = Array.from({ length: 499 }, (_, i) => ({
      userId: 'user-a',
      name: `Bulk ${i}`,
      position: i + 1,
      confidence: 0.65,
      conditions: { subjectIncludes: ['x'] },
      actions: { projectId, tags: [] },
    }));
    await t.database.db.insert(rules).values(rows);
    expect((await create({ name: 'Last' })).order).toBe(500);
    const res = await me.post('/api/v1/rules', rule({ name: 'One too many' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('You can keep at most 500 rules');
    await t.database.db.delete(rules).where(eq(rules.userId, 'user-a'));
  });

  it("refuses a reorder that is not a permutation of the user's rules", async () => {
    const [a, b] = [await create({ name: 'A' }), await create({ name: 'B' })];
    const missing = await me.post('/api/v1/rules/reorder', { ids: [b.id] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain(`ids: must list every rule exactly once; missing 1: ${a.id}`);
    const repeated = await me.post('/api/v1/rules/reorder', { ids: [b.id, a.id, b.id] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error.message).toContain(`rule ${b.id} is listed more than once`);
    const unknown = await me.post('/api/v1/rules/reorder', { ids: [b.id, a.id, MISSING] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Rule not found');
    const malformed = await me.post('/api/v1/rules/reorder', { ids: ['x'] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toMatch(/ids\.0/);
    expect((await me.post('/api/v1/rules/reorder', {})).statusCode).toBe(400);
    expect(await names()).toEqual(['A', 'B']);
    await clear();
  });

  it('patches any subset; a given if/then replaces that block', async () => {
    const r = await create({ then: { projectId, tags: ['x'], priority: 'P1' } });
    const renamed = (await me.patch(`/api/v1/rules/${r.id}`, { name: 'Renamed' })).json();
    expect(renamed).toMatchObject({ name: 'Renamed', confidence: 0.65, order: 1, if: r.if, then: r.then });
    const res = await me.patch(`/api/v1/rules/${r.id}`, {
      confidence: 0.9,
      if: { subjectIncludes: ['invoice'] },
      then: { projectId, due: 'tomorrow' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      confidence: 0.9,
      if: { subjectIncludes: ['invoice'], domainMatches: [] },
      then: { projectId, tags: [], priority: null, due: 'tomorrow' },
    });
    expect(new Date(res.json().updated_at) >= new Date(r.updated_at)).toBe(true);
    for (const [body, status, text] of [
      [{ if: {} }, 400, 'At least one IF condition is required'],
      [{ then: { projectId: '' } }, 400, 'Please select a project'],
      [{ then: { projectId: otherProjectId } }, 404, 'Project not found'],
      [{ name: ' ' }, 400, 'Rule name is required'],
      [{ confidence: 0.51 }, 400, 'multiple of 0.05'],
      [{ order: 3 }, 400, 'order'],
    ] as const) {
      const bad = await me.patch(`/api/v1/rules/${r.id}`, body);
      expect(bad.statusCode).toBe(status);
      expect(bad.json().error.message).toContain(text);
    }
    const missing = await me.patch(`/api/v1/rules/${MISSING}`, { name: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Rule not found');
    await clear();
  });

  it('another user can neither see nor change the rules (404)', async () => {
    const r = await create({ name: 'Private' });
    expect(await names(other)).toEqual([]);
    for (const res of [
      await other.patch(`/api/v1/rules/${r.id}`, { name: 'Hijack' }),
      await other.delete(`/api/v1/rules/${r.id}`),
      await other.post('/api/v1/rules/reorder', { ids: [r.id] }),
      await other.post('/api/v1/rules/test', { email: { from: 'a@acme.com' }, ruleId: r.id }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Rule not found');
    }
    expect((await other.post('/api/v1/rules/test', { email: { from: 'a@acme.com' } })).json()).toEqual({ matches: [], firstMatch: null });
    expect(await names()).toEqual(['Private']);
    await clear();
  });

  it('deleting a missing rule is a 404', async () => {
    const res = await me.delete(`/api/v1/rules/${MISSING}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Rule not found');
    expect((await me.delete('/api/v1/rules/not-a-uuid')).statusCode).toBe(400);
  });
});
