import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

/** DNS rebinding: a page on evil.example whose name now resolves to 127.0.0.1 sends its own Host and Origin. */
describe('Host allow-list and exact-origin CSRF check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/local/sign-in',
      headers: { 'content-type': 'application/json', ...headers },
      payload: '{}',
    });

  it('refuses a rebinding sign-in (foreign Host and matching Origin) with 421 and no session', async () => {
    const res = await post({ host: 'evil.example:3000', origin: 'http://evil.example:3000' });
    expect(res.statusCode).toBe(421);
    expect(res.json().error.message).toContain('evil.example:3000');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('refuses a foreign Host on reads too, before any route', async () => {
    for (const url of ['/api/v1/emails', '/api/health', '/', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'evil.example:3000' } });
      expect(res.statusCode, url).toBe(421);
    }
  });

  it('refuses a loopback name on another port and a missing Host', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'localhost:4000' } })).statusCode).toBe(421);
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: '' } })).statusCode).toBe(421);
  });

  it('accepts every loopback name with the port', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST:3000']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
  });

  it('refuses an Origin whose scheme or port differs from the Host', async () => {
    for (const origin of ['https://localhost:3000', 'http://localhost:3001', 'http://localhost', 'http://127.0.0.1:3000']) {
      const res = await post({ host: 'localhost:3000', origin });
      expect(res.statusCode, origin).toBe(403);
    }
    expect(await t.database.db.select().from(users)).toHaveLength(0);
    expect((await post({ host: 'localhost:3000', origin: 'http://localhost:3000' })).statusCode).toBe(200);
  });
});

describe('Host allow-list behind a proxy (PUBLIC_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://triage.example.com', ALLOWED_HOSTS: 'triage.internal:8443' });
  });
  afterAll(() => t.close());

  it("accepts PUBLIC_URL's host, the listed extra hosts and loopback; refuses others", async () => {
    const status = async (host: string) => (await t.app.inject({ method: 'GET', url: '/api/health', headers: { host } })).statusCode;
    expect(await status('triage.example.com')).toBe(200);
    expect(await status('triage.internal:8443')).toBe(200);
    expect(await status('localhost:3000')).toBe(200);
    expect(await status('triage.example.com:444')).toBe(421);
    expect(await status('evil.example')).toBe(421);
  });

  it("compares Origin with PUBLIC_URL's scheme: an http Origin is refused", async () => {
    const sign = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/local/sign-in',
        headers: { host: 'triage.example.com', origin, 'content-type': 'application/json' },
        payload: '{}',
      });
    expect((await sign('http://triage.example.com')).statusCode).toBe(403);
    const ok = await sign('https://triage.example.com');
    expect(ok.statusCode).toBe(200);
    // PUBLIC_URL is https: the session cookie is Secure even though this hop was plain http.
    expect(String(ok.headers['set-cookie'])).toMatch(/;\s*Secure/i);
  });
});
