import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../../src/db/schema/index.js';
import { createTestApp, type Client, type TestApp } from '../../helpers/test-app.js';

/** A client that retries after a timeout sends the same Idempotency-Key; the server acts once. */
describe('Idempotency-Key on creating POSTs', () => {
  let t: TestApp;
  let me: Client;
  let other: Client;
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.as('idem-a');
    other = await t.as('idem-b');
  });
  afterAll(() => t.close());

  const create = (client: Client, key: string, body: object) =>
    client.request('POST', '/api/v1/projects', body, { 'idempotency-key': key });
  const count = async (name: string) =>
    (
      await t.database.db
        .select()
        .from(projects)
        .where(sql`${projects.name} = ${name}`)
    ).length;

  it('answers a retry with the first result and creates nothing more', async () => {
    const first = await create(me, 'retry-1', { name: 'Retried project' });
    const again = await create(me, 'retry-1', { name: 'Retried project' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count('Retried project')).toBe(1);
  });

  it('replays a large answer (sent as bytes) exactly, non-ASCII text included', async () => {
    const project = (await create(me, 'large-project', { name: 'Façade works' })).json();
    const body = { title: 'Survey — façade', project_id: project.id, description: 'Relevé de façade — ✓ '.repeat(900) };
    const send = () => me.request('POST', '/api/v1/tasks', body, { 'idempotency-key': 'large-1' });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(first.body.length).toBeGreaterThan(16 * 1024);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(again.json().description).toBe(body.description);
  });

  it('refuses the same key with a different body, and keeps keys per user', async () => {
    await create(me, 'reuse-1', { name: 'First body' });
    const changed = await create(me, 'reuse-1', { name: 'Second body' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.message).toMatch(/Idempotency-Key/);
    expect(await count('Second body')).toBe(0);
    expect((await create(other, 'reuse-1', { name: 'Second body' })).statusCode).toBe(201);
  });

  it('acts once when the same request arrives several times at once', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => create(me, 'burst-1', { name: 'Burst project' })));
    expect(await count('Burst project')).toBe(1);
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
    expect(
      answers
        .filter((a) => a.statusCode === 201)
        .map((a) => a.json().id)
        .every((id, _, all) => id === all[0]),
    ).toBe(true);
  });

  it('forgets a key after 24 hours, and refuses a malformed one', async () => {
    await create(me, 'old-1', { name: 'Old project' });
    await t.database.db.execute(sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'old-1'`);
    expect((await create(me, 'old-1', { name: 'Old project' })).statusCode).toBe(201);
    expect(await count('Old project')).toBe(2);
    const bad = await create(me, 'x'.repeat(300), { name: 'Bad key' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/Idempotency-Key/);
  });

  it('does not keep a failed attempt: the retry runs again', async () => {
    const invalid = await create(me, 'fail-1', { name: '' });
    expect(invalid.statusCode).toBe(400);
    const valid = await create(me, 'fail-1', { name: '' });
    expect(valid.statusCode).toBe(400);
  });
});
