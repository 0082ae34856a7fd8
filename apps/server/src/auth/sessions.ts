import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.js';
import type { Env } from '../env.js';
import { sessions, users } from '../db/schema/index.js';
import type { SessionCache } from './session-cache.js';
import type { UserRow } from '../db/rows.js';

export const SESSION_COOKIE = 'triage_session';
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Refresh last_seen_at / expiry at most this often, so reads don't write on every request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Cookie attributes for the session and sign-in flow cookies. Behind a TLS proxy this hop is
 * plain http, so an https PUBLIC_URL makes them Secure outright; otherwise Secure follows the
 * request's scheme (X-Forwarded-Proto counts only with TRUST_PROXY).
 */
export function cookieSecurity(env: Env) {
  const secure = env.PUBLIC_URL?.startsWith('https:') ? true : ('auto' as const);
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

export function setSessionCookie(reply: FastifyReply, env: Env, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieSecurity(env), maxAge: SESSION_TTL_MS / 1000 });
}

export type SessionUser = UserRow;

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    /** Spares the lookup on most requests; see session-cache.ts for how it stays exact. */
    private readonly cache: SessionCache | null = null,
  ) {}

  /** Only a keyed hash of the cookie token is stored: a leaked table grants no session. */
  private idFor(token: string): string {
    return createHmac('sha256', this.secret).update(token).digest('hex');
  }

  async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await this.db.insert(sessions).values({ id: this.idFor(token), userId, expiresAt });
    return { token, expiresAt };
  }

  async userFor(token: string | undefined): Promise<SessionUser | null> {
    if (!token || token.length > 200) return null;
    const id = this.idFor(token);
    const now = new Date();
    const row =
      this.cache?.get(id, now.getTime()) ??
      (
        await this.db
          .select({ user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
          .limit(1)
      )[0];
    if (!row) return null;
    let { lastSeenAt, expiresAt } = row;
    if (now.getTime() - lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      [lastSeenAt, expiresAt] = [now, new Date(now.getTime() + SESSION_TTL_MS)];
      await this.db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
    }
    this.cache?.set(id, { user: row.user, lastSeenAt, expiresAt }, now.getTime());
    return row.user;
  }

  async destroy(token: string | undefined): Promise<void> {
    if (!token) return;
    // Here at once; other processes when the trigger's notice reaches them.
    this.cache?.forget(this.idFor(token));
    await this.db.delete(sessions).where(eq(sessions.id, this.idFor(token)));
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}
