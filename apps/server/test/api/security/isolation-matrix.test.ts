import { ARCHIVE_TYPES } from '@triage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, inputJsonSchema, pathParams, sample } from '../../helpers/schema-sample.js';
import { ownedIds, SECRET, seedEverything, snapshot } from '../../helpers/seed-everything.js';
import { createTestApp, type Client, type TestApp } from '../../helpers/test-app.js';

type Attempt = { url: string; body?: unknown; query?: string };

/** Non-id words that route parameters take (archive item types). */
const PARAM_WORDS = [...ARCHIVE_TYPES];

describe('isolation matrix: user B against user A, on every /api/v1 route', () => {
  let t: TestApp;
  let b: Client;
  let aIds: string[];
  beforeAll(async () => {
    t = await createTestApp();
    await t.as('user-a');
    b = await t.as('user-b');
    await seedEverything(t.database.db, 'user-a');
    aIds = await ownedIds(t.database.db, 'user-a');
  });
  afterAll(() => t.close());

  function attemptsFor(route: { url: string; schema: Record<string, unknown> | undefined }): Attempt[] {
    const bodySchema = inputJsonSchema(route.schema?.body);
    const querySchema = inputJsonSchema(route.schema?.querystring);
    const params = pathParams(route.url);
    const attempts: Attempt[] = [];
    const values = params.length ? [...aIds, ...PARAM_WORDS] : [aIds[0]!];
    for (const id of values) {
      for (const word of params.length > 1 ? PARAM_WORDS : [null]) {
        const paramValues = Object.fromEntries(params.map((p, i) => [p, params.length > 1 && i === 0 ? word! : id]));
        const url = fillPath(route.url, paramValues);
        const query = querySchema
          ? new URLSearchParams(sample(querySchema, { uuid: id, allProperties: true }) as Record<string, string>).toString()
          : undefined;
        if (!bodySchema) {
          attempts.push({ url, query });
          continue;
        }
        for (const allProperties of [false, true]) {
          attempts.push({ url, query, body: sample(bodySchema, { uuid: id, allProperties }) });
        }
      }
    }
    return attempts;
  }

  it("never lets B see or change A's data, and reaches every route with ids", async () => {
    const before = await snapshot(t.database.db, 'user-a');
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/v1/'));
    expect(routes.length).toBeGreaterThan(10);
    const uncovered: string[] = [];
    const leaks: string[] = [];
    let requests = 0;

    for (const route of routes) {
      let reachedScope = false;
      for (const attempt of attemptsFor(route as never)) {
        const url = attempt.query ? `${attempt.url}?${attempt.query}` : attempt.url;
        const res = await b.request(route.method as never, url, attempt.body);
        requests++;
        const label = `${route.method} ${route.url} -> ${url} ${res.statusCode}`;
        if (res.statusCode >= 500) leaks.push(`5xx: ${label} ${res.body}`);
        if (res.body.includes(SECRET) || aIds.some((id) => res.body.includes(id) && res.statusCode < 300)) {
          leaks.push(`leak: ${label} ${res.body.slice(0, 300)}`);
        }
        if (pathParams(route.url).length > 0 && res.statusCode < 300 && aIds.some((id) => url.includes(id))) {
          leaks.push(`accepted A's id: ${label}`);
        }
        if (res.statusCode === 404 && aIds.some((id) => url.includes(id) || JSON.stringify(attempt.body ?? '').includes(id))) {
          reachedScope = true;
        }
      }
      if (pathParams(route.url).length > 0 && !reachedScope) uncovered.push(`${route.method} ${route.url}`);
    }

    console.log(`isolation matrix: ${routes.length} routes, ${requests} requests as user B`);
    expect(leaks).toEqual([]);
    expect(uncovered, 'routes whose scoping was never reached (extend the sample generator)').toEqual([]);
    expect(await snapshot(t.database.db, 'user-a')).toBe(before);
  });

  it('gives B empty lists where A has data', async () => {
    const lists = t.app.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith('/api/v1/') && pathParams(r.url).length === 0);
    for (const route of lists) {
      const res = await b.get(route.url);
      expect(res.statusCode, route.url).toBeLessThan(500);
      expect(res.body, route.url).not.toContain(SECRET);
    }
  });
});
