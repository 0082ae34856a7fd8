import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('POST /api/v1/rules/test', () => {
  let t: TestApp;
  let me: Client;
  let tower: { id: string };
  let billing: { id: string };
  let acme: { id: string };
  let invoices: { id: string };
  let regex: { id: string };

  const email = { from: 'Ann Lee <ann@mail.acme.com>', subject: 'Invoice #42', body: 'Please pay INV-0042 by Friday.' };
  const run = async (body: unknown) => {
    const res = await me.post('/api/v1/rules/test', body);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('user-a');
    tower = (await me.post('/api/v1/projects', { name: 'Harbour Tower' })).json();
    billing = (await me.post('/api/v1/projects', { name: 'Billing' })).json();
    const create = async (body: unknown) => (await me.post('/api/v1/rules', body)).json();
    acme = await create({
      name: 'Acme',
      confidence: 0.9,
      if: { senderIncludes: ['ann'], domainMatches: ['@acme.com'] },
      then: { projectId: tower.id },
    });
    invoices = await create({
      name: 'Invoices',
      if: { subjectIncludes: ['invoice'], bodyIncludes: ['lunch'] },
      then: { projectId: billing.id },
    });
    regex = await create({ name: 'Regex', if: { bodyRegex: 'inv-\\d{4}' }, then: { projectId: billing.id } });
    await create({ name: 'Other', if: { domainMatches: ['notacme.com'] }, then: { projectId: tower.id } });
  });
  afterAll(() => t.close());

  it('evaluates all rules in order with reasons and picks the first match', async () => {
    const result = await run({ email });
    expect(result.matches).toEqual([
      {
        ruleId: acme.id,
        name: 'Acme',
        order: 1,
        confidence: 0.9,
        projectId: tower.id,
        projectName: 'Harbour Tower',
        reasons: ['sender contains "ann"', 'domain matches "@acme.com"'],
      },
      {
        ruleId: invoices.id,
        name: 'Invoices',
        order: 2,
        confidence: 0.65,
        projectId: billing.id,
        projectName: 'Billing',
        reasons: ['subject contains "invoice"'],
      },
      {
        ruleId: regex.id,
        name: 'Regex',
        order: 3,
        confidence: 0.65,
        projectId: billing.id,
        projectName: 'Billing',
        reasons: ['body matches /inv-\\d{4}/'],
      },
    ]);
    expect(result.firstMatch).toEqual(result.matches[0]);
  });

  it('follows a reorder', async () => {
    const ids = (await me.get('/api/v1/rules')).json().map((r: { id: string }) => r.id);
    await me.post('/api/v1/rules/reorder', { ids: [...ids].reverse() });
    const result = await run({ email });
    expect(result.matches.map((m: { name: string }) => m.name)).toEqual(['Regex', 'Invoices', 'Acme']);
    expect(result.firstMatch.name).toBe('Regex');
    await me.post('/api/v1/rules/reorder', { ids });
  });

  it('evaluates one rule when ruleId is given', async () => {
    const one = await run({ email, ruleId: invoices.id });
    expect(one.matches.map((m: { ruleId: string }) => m.ruleId)).toEqual([invoices.id]);
    const none = await run({ email: { ...email, subject: 'Hello' }, ruleId: invoices.id });
    expect(none).toEqual({ matches: [], firstMatch: null });
    const missing = await me.post('/api/v1/rules/test', { email, ruleId: MISSING });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Rule not found');
  });

  it('one condition is enough; nothing holding means no match', async () => {
    expect(await run({ email: { from: 'bob@example.org', subject: 'Hi', body: 'Lunch at noon?' } })).toEqual({
      matches: [
        {
          ruleId: invoices.id,
          name: 'Invoices',
          order: 2,
          confidence: 0.65,
          projectId: billing.id,
          projectName: 'Billing',
          reasons: ['body contains "lunch"'],
        },
      ],
      firstMatch: expect.objectContaining({ ruleId: invoices.id }),
    });
    expect(await run({ email: { from: 'bob@example.org', subject: 'Hi', body: '' } })).toEqual({ matches: [], firstMatch: null });
  });

  it('shows a null project name once the project is gone', async () => {
    const gone = (await me.post('/api/v1/projects', { name: 'Temporary' })).json();
    const r = (await me.post('/api/v1/rules', { name: 'Temp', if: { subjectIncludes: ['zzz'] }, then: { projectId: gone.id } })).json();
    await me.delete(`/api/v1/projects/${gone.id}`);
    const result = await run({ email: { subject: 'zzz' }, ruleId: r.id });
    expect(result.firstMatch).toMatchObject({ projectId: gone.id, projectName: null });
    await me.delete(`/api/v1/rules/${r.id}`);
  });

  it('validates the request', async () => {
    for (const body of [{}, { email: 'x' }, { email: { from: 'a', cc: 'b' } }, { email, ruleId: 'nope' }, { email, extra: 1 }]) {
      const res = await me.post('/api/v1/rules/test', body);
      expect(res.statusCode).toBe(400);
    }
  });
});
