import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockForTransaction, LOCK_BUSY, withAdvisoryLock, withAdvisoryLockIfFree } from '../../src/db/advisory-lock.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Advisory locks in this test's own database (the PostgreSQL server is shared by other test files). */
const ADVISORY =
  "select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())";

describe('advisory locks (sync, follow-ups, rule order, migrations)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets one holder in at a time: the second is told busy, and the lock is free again afterwards', async () => {
    const { pool } = t.database;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = withAdvisoryLockIfFree(pool, 'sync:lock-user', async () => {
      await held;
      return 'first';
    });
    // Wait until the first really holds it (no sleeping on a guess).
    await expect.poll(async () => (await pool.query(`${ADVISORY} and granted`)).rows[0].n).toBeGreaterThan(0);
    expect(await withAdvisoryLockIfFree(pool, 'sync:lock-user', async () => 'second')).toBe(LOCK_BUSY);
    expect(await withAdvisoryLockIfFree(pool, 'sync:other-user', async () => 'other key')).toBe('other key');
    release();
    expect(await first).toBe('first');
    expect(await withAdvisoryLockIfFree(pool, 'sync:lock-user', async () => 'after')).toBe('after');
  });

  it('releases the lock when the work fails, and passes the failure on', async () => {
    const { pool } = t.database;
    await expect(
      withAdvisoryLock(pool, 727_499, async () => {
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    expect(await withAdvisoryLockIfFree(pool, 727_499, async () => 'free')).toBe('free');
  });

  it('a transaction lock makes a second transaction wait until the first commits', async () => {
    const { db } = t.database;
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = db.transaction(async (tx) => {
      await lockForTransaction(tx, 'rules:lock-user');
      order.push('first locked');
      await held;
      order.push('first done');
    });
    await expect.poll(() => order.length).toBe(1);
    const second = db.transaction(async (tx) => {
      await lockForTransaction(tx, 'rules:lock-user');
      order.push('second locked');
    });
    // The second is queued behind the first: PostgreSQL shows it waiting.
    await expect.poll(async () => (await t.database.pool.query(`${ADVISORY} and not granted`)).rows[0].n).toBe(1);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first locked', 'first done', 'second locked']);
  });
});
