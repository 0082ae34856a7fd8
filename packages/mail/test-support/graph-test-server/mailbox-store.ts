import type { GraphMessage } from './types.js';

type Entry = { message: GraphMessage; version: number; createdVersion: number };
type Tombstone = { version: number; createdVersion: number; reason: 'deleted' | 'changed' };

/** One change an incremental delta reports: the message's current state, or its removal. */
export type Change = { id: string; message: GraphMessage } | { id: string; removed: 'deleted' | 'changed' };

/**
 * The server's mailbox with a version counter: every add, update and removal bumps it, so a delta
 * token only has to remember the version it was issued at to know what changed since.
 */
export class MailboxStore {
  private version = 0;
  private readonly entries = new Map<string, Entry>();
  /** Messages that left the inbox (deleted or moved), by id. */
  private readonly tombstones = new Map<string, Tombstone>();

  constructor(
    readonly inboxId: string,
    initial: GraphMessage[],
  ) {
    for (const message of initial) this.put(message);
  }

  get currentVersion(): number {
    return this.version;
  }

  get(id: string): GraphMessage | undefined {
    return this.entries.get(id)?.message;
  }

  /** Every message in every folder. */
  all(): GraphMessage[] {
    return [...this.entries.values()].map((e) => e.message);
  }

  inbox(): GraphMessage[] {
    return this.all().filter((m) => m.parentFolderId === this.inboxId);
  }

  put(message: GraphMessage): GraphMessage {
    const previous = this.entries.get(message.id);
    this.version++;
    const entry = { message, version: this.version, createdVersion: previous?.createdVersion ?? this.version };
    this.entries.set(message.id, entry);
    if (message.parentFolderId === this.inboxId) this.tombstones.delete(message.id);
    else if (previous?.message.parentFolderId === this.inboxId) this.bury(message.id, entry.createdVersion, 'changed');
    return message;
  }

  /** Applies a patch the way Exchange does: new change key, new etag, new lastModifiedDateTime. */
  update(id: string, patch: Partial<GraphMessage>): GraphMessage {
    const current = this.entries.get(id);
    if (!current) throw new Error(`No message ${id}`);
    const changeKey = `CQAAABYAAAC${Buffer.from(`${id}:${this.version + 1}`)
      .toString('base64url')
      .slice(-24)}`;
    const next = {
      ...current.message,
      ...patch,
      id,
      changeKey,
      '@odata.etag': `W/"${changeKey}"`,
      lastModifiedDateTime: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    } as GraphMessage;
    return this.put(next);
  }

  remove(id: string, reason: 'deleted' | 'changed' = 'deleted'): boolean {
    const current = this.entries.get(id);
    if (!current) return false;
    this.version++;
    this.entries.delete(id);
    if (current.message.parentFolderId === this.inboxId) this.bury(id, current.createdVersion, reason);
    return true;
  }

  /** Inbox ids as a full sync sees them (received since `since`, when given): newest first, like Graph's default order. */
  inboxSnapshot(since: number | null = null): string[] {
    return this.inbox()
      .filter((m) => since === null || Date.parse(m.receivedDateTime) >= since)
      .sort((a, b) => b.receivedDateTime.localeCompare(a.receivedDateTime) || a.id.localeCompare(b.id))
      .map((m) => m.id);
  }

  /** Ids changed or removed in the inbox since version `since`, oldest change first; changes to mail received before `receivedSince` are not reported. */
  changesSince(since: number, receivedSince: number | null = null): string[] {
    const changed: { id: string; version: number }[] = [];
    for (const [id, entry] of this.entries) {
      if (receivedSince !== null && Date.parse(entry.message.receivedDateTime) < receivedSince) continue;
      if (entry.version > since && entry.message.parentFolderId === this.inboxId) changed.push({ id, version: entry.version });
    }
    for (const [id, stone] of this.tombstones) {
      // Created and removed between two syncs: the client never saw it, so Graph does not report it.
      if (stone.version > since && stone.createdVersion <= since) changed.push({ id, version: stone.version });
    }
    return changed.sort((a, b) => a.version - b.version).map((c) => c.id);
  }

  /** What a delta page says about one id now: its current inbox state, or its removal. */
  describe(id: string): Change | null {
    const entry = this.entries.get(id);
    if (entry && entry.message.parentFolderId === this.inboxId) return { id, message: entry.message };
    const stone = this.tombstones.get(id);
    if (stone) return { id, removed: stone.reason };
    return null;
  }

  private bury(id: string, createdVersion: number, reason: 'deleted' | 'changed'): void {
    this.tombstones.set(id, { version: this.version, createdVersion, reason });
  }
}
