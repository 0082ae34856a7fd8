import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Tx } from './client.js';

/**
 * PostgreSQL advisory locks, the one way the server serialises work across processes. A text key
 * ('sync:<user id>') is hashed by PostgreSQL; a number (the start-up locks) is used as it is.
 */
type LockKey = string | number;

/** What withAdvisoryLockIfFree gives back when another session holds the lock. */
export const LOCK_BUSY = Symbol('advisory lock busy');

const keyExpr = (key: LockKey) => (typeof key === 'number' ? '$1::bigint' : 'hashtext($1)');

/** Held until the transaction ends, so it cannot outlive a failed statement; waits for the holder. */
export async function lockForTransaction(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Runs `work` holding a session lock, waiting for it. A pool lends one connection for the whole time. */
export function withAdvisoryLock<T>(
  on: pg.Pool | pg.Client,
  key: LockKey,
  work: (client: pg.Client | pg.PoolClient) => Promise<T>,
): Promise<T> {
  return holding(on, key, 'pg_advisory_lock', work) as Promise<T>;
}

/** Runs `work` holding a session lock if no one else holds it; LOCK_BUSY without waiting otherwise. */
export function withAdvisoryLockIfFree<T>(
  on: pg.Pool | pg.Client,
  key: LockKey,
  work: (client: pg.Client | pg.PoolClient) => Promise<T>,
): Promise<T | typeof LOCK_BUSY> {
  return holding(on, key, 'pg_try_advisory_lock', work);
}

async function holding<T>(
  on: pg.Pool | pg.Client,
  key: LockKey,
  take: 'pg_advisory_lock' | 'pg_try_advisory_lock',
  work: (client: pg.Client | pg.PoolClient) => Promise<T>,
): Promise<T | typeof LOCK_BUSY> {
  const client = on instanceof pg.Pool ? await on.connect() : on;
  try {
    const { rows } = await client.query<{ locked: boolean | string }>(`SELECT ${take}(${keyExpr(key)}) AS locked`, [key]);
    // pg_advisory_lock returns void (''): it only returns once the lock is held.
    if (take === 'pg_try_advisory_lock' && rows[0]?.locked !== true) return LOCK_BUSY;
    let failed = false;
    try {
      return await work(client);
    } catch (err) {
      failed = true;
      throw err;
    } finally {
      // A failed unlock must not hide the work's own error; after a success it is reported.
      await client.query(`SELECT pg_advisory_unlock(${keyExpr(key)})`, [key]).catch((err: unknown) => {
        if (!failed) throw err;
      });
    }
  } finally {
    if (on instanceof pg.Pool) (client as pg.PoolClient).release();
  }
}
