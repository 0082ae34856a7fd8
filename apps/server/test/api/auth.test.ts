import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { clientFor, createTestApp, sessionCookie, type TestApp } from '../helpers/test-app.js';

describe('local sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 on /auth/me when signed out', async () => {
    const res = await t.anonymous.get('/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('No authenticated user');
  });

  it('tells the web app which sign-in to offer', async () => {
    const res = await t.anonymous.get('/auth/config');
    expect(res.json()).toEqual({ mode: 'local', passwordRequired: false });
  });

  it('signs in with one click, creates the user once, and signs out', async () => {
    const first = await t.anonymous.post('/auth/local/sign-in', {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: 'local', email: 'local@localhost', name: 'Local User' });
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);

    const cookie = sessionCookie(first)!;
    const me = await clientFor(t.app, cookie).get('/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('local@localhost');

    const again = await t.anonymous.post('/auth/local/sign-in', {});
    expect(again.statusCode).toBe(200);
    const rows = await t.database.db.select().from(users).where(eq(users.id, 'local'));
    expect(rows).toHaveLength(1);

    const out = await clientFor(t.app, cookie).post('/auth/sign-out', {});
    expect(out.statusCode).toBe(200);
    expect((await clientFor(t.app, cookie).get('/auth/me')).statusCode).toBe(401);
    // The other session is untouched by this sign-out.
    expect((await clientFor(t.app, sessionCookie(again)).get('/auth/me')).statusCode).toBe(200);
  });

  it('ignores a forged session cookie', async () => {
    const res = await clientFor(t.app, 'triage_session=forged-token').get('/auth/me');
    expect(res.statusCode).toBe(401);
  });
});

describe('CSRF guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('rejects a cross-site POST and changes nothing', async () => {
    const res = await t.anonymous.request('POST', '/auth/local/sign-in', {}, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Cross-site request rejected');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('rejects a mutating request that proves no origin at all', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/sign-out', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(403);
  });

  it('rejects Origin "null" (sandboxed or file pages)', async () => {
    const res = await t.anonymous.request('POST', '/auth/sign-out', {}, { origin: 'null' });
    expect(res.statusCode).toBe(403);
  });

  it('accepts same-origin fetch metadata when Origin is absent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-out',
      headers: { host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('rejects cross-site fetch metadata', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-out',
      headers: { host: 'localhost:3000', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('local sign-in with a password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOCAL_PASSWORD: 'correct horse' });
  });
  afterAll(() => t.close());

  it('asks for the password', async () => {
    expect((await t.anonymous.get('/auth/config')).json()).toEqual({ mode: 'local', passwordRequired: true });
    const missing = await t.anonymous.post('/auth/local/sign-in', {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.message).toBe('Password required');
  });

  it('refuses a wrong password and accepts the right one', async () => {
    const wrong = await t.anonymous.post('/auth/local/sign-in', { password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Incorrect password');
    expect(sessionCookie(wrong)).toBeUndefined();
    const right = await t.anonymous.post('/auth/local/sign-in', { password: 'correct horse' });
    expect(right.statusCode).toBe(200);
    expect(sessionCookie(right)).toBeDefined();
  });

  it('rejects unknown fields with a message naming them', async () => {
    const res = await t.anonymous.post('/auth/local/sign-in', { password: 'x', admin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/admin/);
  });
});
