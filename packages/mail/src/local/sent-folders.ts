import path from 'node:path';
import type { DeltaPage } from '../types.js';
import type { LocalMailbox } from './local-mailbox.js';

/** The folder of the mailbox directory that holds mail the user sent from elsewhere (like Sent Items). */
export const SENT_FOLDER = 'sent';

type Cursor = { v: 1; outbox: string | null; sent: string | null };
type MakeMailbox = (dir: string) => LocalMailbox;

/**
 * What the user sent, locally: the outbox (replies written by Triage) and the mailbox's `sent`
 * folder (mail saved from another client). Each is read with the local delta of its own, and the
 * two cursors travel together as one.
 */
export class LocalSentFolders {
  private readonly sources: { key: 'outbox' | 'sent'; box: LocalMailbox }[];

  constructor(outboxDir: string, mailboxDir: string, make: MakeMailbox) {
    this.sources = [
      { key: 'outbox', box: make(outboxDir) },
      { key: 'sent', box: make(path.join(mailboxDir, SENT_FOLDER)) },
    ];
  }

  async delta(cursorText: string | null): Promise<DeltaPage> {
    const cursor = readCursor(cursorText);
    for (const { key, box } of this.sources) {
      const start = cursor[key];
      const page = await box.delta(start);
      cursor[key] = page.nextCursor;
      // One source at a time: its pages first, the other's after it reports done.
      if (page.added.length > 0 || page.removed.length > 0 || !page.done) {
        const rest = this.sources.slice(this.sources.findIndex((s) => s.key === key) + 1);
        return {
          added: page.added.map((m) => ({ ...m, folder: 'Sent' })),
          removed: page.removed,
          nextCursor: JSON.stringify(cursor),
          done: page.done && rest.length === 0,
        };
      }
    }
    return { added: [], removed: [], nextCursor: JSON.stringify(cursor), done: true };
  }
}

function readCursor(text: string | null): Cursor {
  try {
    const c = text ? (JSON.parse(text) as Partial<Cursor>) : null;
    if (c?.v === 1) return { v: 1, outbox: c.outbox ?? null, sent: c.sent ?? null };
  } catch {
    // A foreign or corrupt cursor starts over; upserts make that harmless.
  }
  return { v: 1, outbox: null, sent: null };
}
