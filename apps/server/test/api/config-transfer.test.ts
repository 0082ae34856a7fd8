import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

/** Everything in an export except what import regenerates (ids, export time). */
function comparable(doc: Record<string, unknown>) {
  const {
    exportedAt: _at,
    projects,
    rules,
    services,
    ...rest
  } = doc as {
    exportedAt: string;
    projects: { id: string; name: string }[];
    rules: { then: { projectId: string } }[];
    services: { projects: { project_id: string | null }[] }[];
  };
  const nameOf = new Map(projects.map((p) => [p.id, p.name]));
  return {
    ...rest,
    projects: projects.map(({ id: _id, ...p }) => p),
    rules: rules.map((r) => ({ ...r, then: { ...r.then, projectId: nameOf.get(r.then.projectId) } })),
    services: services.map((s) => ({
      ...s,
      projects: s.projects.map((l) => ({ ...l, project_id: l.project_id ? nameOf.get(l.project_id) : null })),
    })),
  };
}

describe('configuration export and import', () => {
  let t: TestApp;
  let a: Client;
  let b: Client;
  beforeAll(async () => {
    t = await createTestApp();
    a = await t.as('user-a');
    b = await t.as('user-b');

    const harbour = (
      await a.post('/api/v1/projects', {
        name: 'Harbour Tower',
        context: 'Managed Property',
        otherNames: 'HT, Harbour',
        senderIncludes: ['ann@acme.com'],
        domainMatches: ['acme.com'],
        bodyRegex: 'lease\\s+\\d+',
        defaultPriority: 'P1',
      })
    ).json();
    const closed = (await a.post('/api/v1/projects', { name: 'Old Mill', status: 'done', labels: ['legacy'] })).json();
    const service = (await a.post('/api/v1/services', { name: 'Leasing', color: 'bg-teal-500' })).json();
    await a.post(`/api/v1/services/${service.id}/projects`, {
      project_id: harbour.id,
      project_name: 'Harbour Tower',
      status: 'in_progress',
    });
    await a.post(`/api/v1/services/${service.id}/projects`, { project_name: 'Unlinked', status: 'done' });
    await a.post('/api/v1/templates', { name: 'Lease checklist', services: ['Leasing'], items: ['Draft', 'Sign'] });
    await a.post('/api/v1/rules', {
      name: 'Acme',
      confidence: 0.85,
      if: { domainMatches: ['acme.com'] },
      then: { projectId: harbour.id, tags: ['lease'], priority: 'P2' },
    });
    await a.post('/api/v1/rules', { name: 'Mill', if: { subjectIncludes: ['mill'] }, then: { projectId: closed.id } });
    await a.put('/api/v1/style', {
      titleTemplate: '{{project}}: {{subject}}',
      descriptionTemplate: '{{body}}',
      includeMetadata: false,
      includeOutlookLink: true,
      includeNextSteps: false,
      urgencyMap: { low: 'P4', normal: 'P4', high: 'P2', critical: 'P1' },
      dueParser: 'fallback_next_business_day',
    });
    await a.post('/api/v1/contexts', {
      name: 'London office',
      timezone: 'Europe/London',
      workingHours: { start: '08:00', end: '16:00', days: [1, 2, 3] },
    });
  });
  afterAll(() => t.close());

  it('downloads as a JSON file named after the date', async () => {
    const res = await a.get('/api/v1/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="triage-config-\d{4}-\d\d-\d\d\.json"$/);
    expect(res.json()).toMatchObject({ format: 'triage-config', version: 1 });
  });

  it('reproduces the configuration exactly in a fresh user', async () => {
    const exported = (await a.get('/api/v1/export')).json();
    const res = await b.post('/api/v1/import', exported);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      imported: { projects: 2, services: 1, templates: 1, rules: 2, contexts: 1, style: true },
    });
    const reexported = (await b.get('/api/v1/export')).json();
    expect(comparable(reexported)).toEqual(comparable(exported));
    const bRules = (await b.get('/api/v1/rules')).json();
    const bProjects = (await b.get('/api/v1/projects')).json();
    expect(bProjects.map((p: { id: string }) => p.id)).toContain(bRules[0].then.projectId);
  });

  it('is idempotent: importing the same file twice creates nothing new', async () => {
    const exported = (await a.get('/api/v1/export')).json();
    await b.post('/api/v1/import', exported);
    const again = (await b.get('/api/v1/export')).json();
    expect(again.projects).toHaveLength(2);
    expect(again.rules).toHaveLength(2);
    expect(again.services[0].projects).toHaveLength(2);
  });

  it('refuses an invalid file with the spec text and changes nothing', async () => {
    const before = (await b.get('/api/v1/export')).json();
    const exported = (await a.get('/api/v1/export')).json();
    const broken = {
      ...exported,
      rules: [{ ...exported.rules[0], then: { projectId: '00000000-0000-4000-8000-000000000000' } }],
      contexts: [{ name: 'New' }],
    };
    for (const body of [broken, { hello: 'world' }, [], 'text', { ...exported, version: 2 }]) {
      const res = await b.request('POST', '/api/v1/import', JSON.stringify(body), { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Invalid configuration file or import failed');
      expect(res.json().error.details).toBeTruthy();
    }
    const after = (await b.get('/api/v1/export')).json();
    expect(comparable(after)).toEqual(comparable(before));
  });
});
