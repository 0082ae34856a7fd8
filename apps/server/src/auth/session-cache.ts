import pg from 'pg';
import type { SessionUser } from './sessions.js';

/** Long enough to spare PostgreSQL a lookup per request, short enough to bound a missed notice. */
const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;
const RECONNECT_MS = 1_000;
const SESSION_CHANNEL = 'triage_sessions';

type Entry = { user: SessionUser; lastSeenAt: Date; expiresAt: Date; cachedUntil: number };

/**
 * Signed-in sessions remembered for a few seconds, keyed by the stored session id (the
 * token's hash). Triggers (migration 0015) announce on SESSION_CHANNEL every session
 * deleted (sign-out, expiry purge, a revoked grant, a deleted user) and every user
 * changed, from any process; this cache listens and forgets them at once. While it is
 * not listening (before connecting, after losing the connection) it holds nothing.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private listener: pg.Client | null = null;
  private listening = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly connection: pg.ClientConfig) {}

  async start(): Promise<void> {
    const client = new pg.Client(this.connection);
    client.on('notification', (msg) => this.forget(msg.payload ?? ''));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANNEL}`);
      this.listener = client;
      this.listening = true;
    } catch {
      this.lost(client);
    }
  }

  get(id: string, now: number): Entry | null {
    const entry = this.entries.get(id);
    if (!entry) return null;
    if (!this.listening || entry.cachedUntil <= now || entry.expiresAt.getTime() <= now) {
      this.entries.delete(id);
      return null;
    }
    return entry;
  }

  set(id: string, entry: Omit<Entry, 'cachedUntil'>, now: number): void {
    if (!this.listening) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(id, { ...entry, cachedUntil: now + TTL_MS });
  }

  /** A session id, or 'user:<id>' for every session of that user. */
  forget(payload: string): void {
    if (!payload.startsWith('user:')) {
      this.entries.delete(payload);
      return;
    }
    const userId = payload.slice('user:'.length);
    for (const [id, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(id);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.listening = false;
    this.entries.clear();
    await this.listener?.end().catch(() => undefined);
  }

  /** Notices may have been missed: forget everything and listen again. */
  private lost(client: pg.Client): void {
    if (this.listener && this.listener !== client) return;
    this.listening = false;
    this.listener = null;
    this.entries.clear();
    client.end().catch(() => undefined);
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.closed) void this.start();
    }, RECONNECT_MS);
    this.retry.unref();
  }
}
