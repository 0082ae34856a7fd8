import { createHmac, randomBytes } from 'node:crypto';
import type pg from 'pg';

const SESSION_COOKIE = 'triage_session';

/**
 * A signed-in session for `userId`, stored as the server stores one (only the
 * keyed hash of the token): what a browser holds after signing in as that user.
 * Used where the sign-in mode has one user (local) but the test needs many.
 */
export async function mintSession(db: pg.ClientBase, secret: string, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const id = createHmac('sha256', secret).update(token).digest('hex');
  await db.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [id, userId]);
  return `${SESSION_COOKIE}=${token}`;
}
