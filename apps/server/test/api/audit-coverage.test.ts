import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/index.js';
import { registerAudit } from '../../src/services/audit/audit-plugin.js';
import { READ_ONLY } from '../../src/services/audit/audit-spec.js';
import { auditRouteFixtures, type AuditCall } from '../helpers/audit-route-fixtures.js';
import { pathParams } from '../helpers/schema-sample.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

const USER = 'audit-user';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('audit coverage: every mutating /api/v1 route writes exactly one entry when it succeeds', () => {
  let t: TestApp;
  let me: Client;
  let fixtures: Record<string, () => Promise<AuditCall>>;
  let project: () => Promise<{ id: string }>;

  const mutatingRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/v1/') && MUTATING.has(r.method));
  const auditOf = (k: string) => t.app.routeTable.find((r) => key(r) === k)?.audit;

  const latest = async (since: Date) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, USER), gt(auditEvents.createdAt, since)))
      .orderBy(desc(auditEvents.createdAt));
  const count = async () =>
    (await t.database.db.select({ id: auditEvents.id }).from(auditEvents).where(eq(auditEvents.userId, USER))).length;

  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as(USER);
    ({ fixtures, project } = auditRouteFixtures(t, me, USER));
  });
  afterAll(() => t.close());

  it('has every mutating route declare its audit spec, and refuses to start with one that does not', async () => {
    const routes = mutatingRoutes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => !r.audit).map(key), 'mutating routes without config.audit').toEqual([]);

    const app = Fastify();
    registerAudit(app, t.database.db);
    app.register(async (child) => {
      child.post('/api/v1/widgets', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow('POST /api/v1/widgets declares no audit spec');
  });

  it('writes one entry per successful change, with the route, entity, summary and a snapshot', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const route of mutatingRoutes()) {
      const k = key(route);
      if (route.audit === READ_ONLY) continue;
      const fixture = fixtures[k];
      if (!fixture) {
        problems.push(`${k}: no fixture (add one to test/helpers/audit-route-fixtures.ts)`);
        continue;
      }
      const call = await fixture();
      const before = await count();
      const since = new Date(Date.now() - 1);
      const res = await me.request(route.method as never, call.url, call.body, call.headers);
      if (res.statusCode >= 300) {
        problems.push(`${k}: fixture failed ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const written = (await count()) - before;
      if (written !== 1) problems.push(`${k}: wrote ${written} entries`);
      const [entry] = await latest(since);
      if (!entry) continue;
      if (entry.path !== route.url || entry.method !== route.method) problems.push(`${k}: recorded as ${entry.method} ${entry.path}`);
      if (!entry.summary.trim() || /undefined|\[object/.test(entry.summary)) problems.push(`${k}: summary '${entry.summary}'`);
      if (entry.before === null && entry.after === null) problems.push(`${k}: neither before nor after`);
      if (pathParams(route.url).includes('id') && route.url.endsWith(':id') && entry.entityId === null) problems.push(`${k}: no entity id`);
      checked++;
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });

  it('writes nothing for read-only POSTs', async () => {
    const p = await project();
    const before = await count();
    const readOnly: Record<string, AuditCall> = {
      'POST /api/v1/rules/test': { url: '/api/v1/rules/test', body: { email: { from: 'a@acme.com', subject: 'x', body: 'y' } } },
      'POST /api/v1/rules/suggest': { url: '/api/v1/rules/suggest', body: { projectId: p.id } },
      'POST /api/v1/predict': { url: '/api/v1/predict', body: { from: 'a@acme.com', subject: 'Lease', body: 'Please send it.' } },
    };
    for (const [k, call] of Object.entries(readOnly)) {
      expect(auditOf(k)).toBe(READ_ONLY);
      const res = await me.post(call.url, call.body);
      expect(res.statusCode, `${k} ${res.body}`).toBeLessThan(500);
    }
    expect(await count()).toBe(before);
  });

  it('writes nothing when a change fails', async () => {
    const problems: string[] = [];
    let failures = 0;
    for (const route of mutatingRoutes()) {
      const url = route.url.replace(':type', 'projects').replace(/:[A-Za-z_]+/g, randomUUID());
      for (const body of [{ bogus: true }, { id: randomUUID(), name: '', title: '' }]) {
        const before = await count();
        const res = await me.request(route.method as never, url, body);
        if (res.statusCode < 400) continue;
        failures++;
        const written = (await count()) - before;
        if (written !== 0) problems.push(`${key(route)} ${res.statusCode}: wrote ${written}`);
      }
    }
    const before = await count();
    expect((await me.post(`/api/v1/archives/widgets/${randomUUID()}/archive`)).statusCode).toBe(400);
    expect((await me.post('/api/v1/import', { format: 'nope' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
    expect(problems).toEqual([]);
    expect(failures).toBeGreaterThan(50);
  });
});
