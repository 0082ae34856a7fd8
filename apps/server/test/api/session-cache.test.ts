import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Sessions are remembered in the process for a few seconds; whatever ends one, here
 * or in another process, the next requests are refused as without the cache.
 */
describe('session cache', () => {
  let t: TestApp;
  /** Another process's connection: its deletes reach the server only through PostgreSQL. */
  let elsewhere: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    elsewhere = new pg.Client({ connectionString: t.databaseUrl });
    await elsewhere.connect();
  });
  afterAll(async () => {
    await elsewhere.end();
    await t.close();
  });

  const refusedSoon = (get: () => Promise<{ statusCode: number }>) =>
    vi.waitFor(async () => expect((await get()).statusCode).toBe(401), { timeout: 5_000, interval: 20 });

  it('serves repeat requests without looking the session up again', async () => {
    const me = await t.as('user-cache-hits');
    expect((await me.get('/api/v1/projects')).statusCode).toBe(200);
    const query = vi.spyOn(t.database.pool, 'query');
    try {
      for (let i = 0; i < 5; i++) expect((await me.get('/api/v1/projects')).statusCode).toBe(200);
      const texts = query.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
      expect(texts.some((text) => /from "projects"/.test(text))).toBe(true);
      expect(texts.filter((text) => /from "sessions"/.test(text))).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });

  it('refuses a signed-out session at once', async () => {
    const me = await t.as('user-cache-out');
    expect((await me.get('/api/v1/projects')).statusCode).toBe(200);
    expect((await me.post('/auth/sign-out')).statusCode).toBe(200);
    expect((await me.get('/api/v1/projects')).statusCode).toBe(401);
  });

  it('refuses a session another process deleted, and one whose user was deleted', async () => {
    const a = await t.as('user-cache-a');
    const b = await t.as('user-cache-b');
    expect((await a.get('/api/v1/projects')).statusCode).toBe(200);
    expect((await b.get('/api/v1/projects')).statusCode).toBe(200);
    await elsewhere.query('DELETE FROM sessions WHERE user_id = $1', ['user-cache-a']);
    await refusedSoon(() => a.get('/api/v1/projects'));
    await elsewhere.query('DELETE FROM users WHERE id = $1', ['user-cache-b']);
    await refusedSoon(() => b.get('/api/v1/projects'));
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, 'user-cache-b'))).toEqual([]);
  });

  it('shows a renamed user by the next notice', async () => {
    const me = await t.as('user-cache-name');
    expect((await me.get('/auth/me')).json().name).toBe('user-cache-name');
    await t.database.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, 'user-cache-name'));
    await vi.waitFor(async () => expect((await me.get('/auth/me')).json().name).toBe('Renamed'), { timeout: 5_000, interval: 20 });
  });
});
