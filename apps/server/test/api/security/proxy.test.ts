import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

const signIn = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/auth/local/sign-in', headers: { 'content-type': 'application/json', ...headers }, payload: '{}' });

const isSecure = (res: Awaited<ReturnType<typeof signIn>>) => /;\s*Secure/i.test(String(res.headers['set-cookie']));

describe('behind the documented TLS proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', ALLOWED_HOSTS: 'triage.example.com' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure when the proxy says the client used https', async () => {
    const res = await signIn(t, { host: 'triage.example.com', origin: 'https://triage.example.com', 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(isSecure(res)).toBe(true);
  });

  it('compares Origin with the forwarded scheme: the http origin of the same name is refused', async () => {
    const res = await signIn(t, { host: 'triage.example.com', origin: 'http://triage.example.com', 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(403);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-Proto from whoever connects (no Secure over plain http, origin must be http)', async () => {
    const res = await signIn(t, { host: 'localhost:3000', origin: 'http://localhost:3000', 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(isSecure(res)).toBe(false);
    expect((await signIn(t, { host: 'localhost:3000', origin: 'https://localhost:3000', 'x-forwarded-proto': 'https' })).statusCode).toBe(
      403,
    );
  });
});

describe('password guessing behind a proxy', () => {
  const guess = (t: TestApp, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/local/sign-in',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        'x-forwarded-for': forwardedFor,
      },
      payload: JSON.stringify({ password: 'wrong' }),
    });

  it('with TRUST_PROXY, counts each real client on its own', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1', LOCAL_PASSWORD: 'correct horse' });
    try {
      for (let i = 0; i < 10; i++) expect((await guess(t, '203.0.113.1')).statusCode).toBe(401);
      expect((await guess(t, '203.0.113.1')).statusCode).toBe(429);
      expect((await guess(t, '203.0.113.2')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('without it, a forged X-Forwarded-For does not buy more guesses', async () => {
    const t = await createTestApp({ LOCAL_PASSWORD: 'correct horse' });
    try {
      for (let i = 0; i < 10; i++) expect((await guess(t, `198.51.100.${i}`)).statusCode).toBe(401);
      const blocked = await guess(t, '198.51.100.99');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toBe('Too many attempts. Try again in a minute.');
    } finally {
      await t.close();
    }
  });
});
