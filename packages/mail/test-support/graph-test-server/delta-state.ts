import { randomBytes } from 'node:crypto';
import type { MailboxStore } from './mailbox-store.js';

/** since: the round's $filter=receivedDateTime ge (ms), kept by its delta token as Graph keeps it. */
type Round = { ids: string[]; select: string[] | null; version: number; since: number | null };
type Skip = { round: Round; offset: number };
type Delta = { version: number; select: string[] | null; since: number | null };

/**
 * Delta state tokens, kept on the server as Graph keeps them: a $skiptoken points into a round's
 * frozen list of ids, a $deltatoken remembers the mailbox version it was issued at. Tokens are
 * opaque random strings; reading a page never changes state, so a retried nextLink returns the
 * same page.
 */
export class DeltaState {
  private skips = new Map<string, Skip>();
  private deltas = new Map<string, Delta>();

  constructor(private readonly store: MailboxStore) {}

  /** A round over the whole inbox, or the part received since `since` (no token). */
  startFull(select: string[] | null, since: number | null = null): Skip {
    return { round: { ids: this.store.inboxSnapshot(since), select, version: this.store.currentVersion, since }, offset: 0 };
  }

  /** A round over the changes since a delta token; null when the token is unknown or expired. */
  startFromDelta(token: string): Skip | null {
    const delta = this.deltas.get(token);
    if (!delta) return null;
    const ids = this.store.changesSince(delta.version, delta.since);
    return { round: { ids, select: delta.select, version: this.store.currentVersion, since: delta.since }, offset: 0 };
  }

  resume(token: string): Skip | null {
    return this.skips.get(token) ?? null;
  }

  /** One page of a round and the token that continues it (skip) or ends it (delta). */
  page(position: Skip, size: number): { ids: string[]; skipToken: string | null; deltaToken: string | null; select: string[] | null } {
    const { round, offset } = position;
    const ids = round.ids.slice(offset, offset + size);
    const end = offset + ids.length;
    if (end < round.ids.length) {
      const skipToken = newToken();
      this.skips.set(skipToken, { round, offset: end });
      return { ids, skipToken, deltaToken: null, select: round.select };
    }
    const deltaToken = newToken();
    this.deltas.set(deltaToken, { version: round.version, select: round.select, since: round.since });
    return { ids, skipToken: null, deltaToken, select: round.select };
  }

  /** Every outstanding token stops working: the next use answers 410, as after Graph's cache evicts it. */
  expireAll(): void {
    this.skips = new Map();
    this.deltas = new Map();
  }
}

function newToken(): string {
  return randomBytes(18).toString('base64url');
}
