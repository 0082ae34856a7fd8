import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type Client, type TestApp } from '../../helpers/test-app.js';

const deepJson = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('malformed requests answer 4xx with a message, never 500', () => {
  let t: TestApp;
  let me: Client;
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('malformed-user');
  });
  afterAll(() => t.close());

  it('refuses JSON nested 10,000 deep with a 400, signed out or in', async () => {
    for (const client of [t.anonymous, me]) {
      const res = await client.request('POST', '/api/v1/projects', deepJson(10_000), { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(client === me ? 400 : 401);
    }
    const signedOut = await t.anonymous.request('POST', '/auth/sign-out', `{"a":${deepJson(10_000)}}`, {
      'content-type': 'application/json',
    });
    expect(signedOut.statusCode).toBe(400);
    expect(signedOut.json().error.message).toMatch(/nested deeper than 64 levels/);
    const signedIn = await me.request('POST', '/api/v1/projects', `{"name":"x","domainMatches":${deepJson(100)}}`, {
      'content-type': 'application/json',
    });
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json().error.message).toMatch(/nested deeper than 64 levels/);
  });

  it('treats a bodyless POST sent as application/json as having no body', async () => {
    const project = (await me.post('/api/v1/projects', { name: 'To archive' })).json();
    const res = await me.request('POST', `/api/v1/archives/projects/${project.id}/archive`, undefined, {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-out',
      headers: { host: 'localhost:3000', origin: ORIGIN, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
    // A route that needs a body still says what is missing.
    const missing = await me.request('POST', '/api/v1/projects', undefined, { 'content-type': 'application/json' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/body/);
  });
});
