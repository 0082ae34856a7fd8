import { and, eq, sql } from 'drizzle-orm';
import { DeltaResetError, type MailProvider } from '@triage/mail';
import { LOCK_BUSY, withAdvisoryLockIfFree } from '../../db/advisory-lock.js';
import type { Database } from '../../db/client.js';
import { syncRuns } from '../../db/schema/index.js';
import { ensureMailboxConnection, markSynced, saveCursor } from './mailbox-connection.js';
import { storeMessages } from './store-messages.js';
import { markMissingAsDeleted } from './sweep-missing.js';
import { pushPendingReads } from './read-state.js';

export type SyncOutcome = {
  runId: string | null;
  added: number;
  updated: number;
  removed: number;
  pages: number;
  newIds: string[];
  skipped?: 'busy';
};

export type SyncOptions = {
  providerName: string;
  trigger: string;
  jobId?: string;
  /** A full round (first sync, or after a reset) covers mail received since then; older mail comes through the import. */
  firstSyncSince?: Date;
  /** Hears of each stored page that added mail, so classification can run beside the rest of the sync. */
  onStored?: (newIds: string[]) => Promise<void>;
};

/** A runaway provider (a cursor that never ends) must not keep a worker forever. */
const MAX_PAGES = 10_000;

/**
 * Brings the stored mailbox up to date with the provider, one delta page at a
 * time. Each page and the cursor after it are stored in one transaction, so a
 * crash at any point resumes from the last stored page and stores nothing
 * twice. One sync per user at a time, across every process (advisory lock).
 */
export async function syncMailbox(database: Database, userId: string, provider: MailProvider, options: SyncOptions): Promise<SyncOutcome> {
  const outcome = await withAdvisoryLockIfFree(database.pool, `sync:${userId}`, () => runSync(database, userId, provider, options));
  return outcome === LOCK_BUSY ? { runId: null, added: 0, updated: 0, removed: 0, pages: 0, newIds: [], skipped: 'busy' } : outcome;
}

async function runSync({ db }: Database, userId: string, provider: MailProvider, options: SyncOptions): Promise<SyncOutcome> {
  const connection = await ensureMailboxConnection(db, userId, options.providerName);
  // We hold the user's sync lock, so any sync still marked running died with its process.
  await db
    .update(syncRuns)
    .set({ status: 'error', error: 'Interrupted before it finished', finishedAt: sql`now()` })
    .where(and(eq(syncRuns.userId, userId), eq(syncRuns.kind, 'sync'), eq(syncRuns.status, 'running')));
  const [run] = await db
    .insert(syncRuns)
    .values({ userId, kind: 'sync', trigger: options.trigger, jobId: options.jobId ?? null })
    .returning({ id: syncRuns.id });
  const outcome: SyncOutcome = { runId: run!.id, added: 0, updated: 0, removed: 0, pages: 0, newIds: [] };
  let cursor = connection.deltaLink;
  const scope = provider.cursorScope ?? null;
  // A cursor from another Graph base URL (GRAPH_BASE_URL changed) means nothing here: start a full round, then sweep.
  const resetFromScope = cursor !== null && scope !== null && connection.deltaBaseUrl !== null && connection.deltaBaseUrl !== scope;
  // After a reset, the full round that follows is the truth: what it no longer lists is gone.
  let fullRound: { seen: Set<string>; folders: Set<string>; since: Date | null } | null = resetFromScope
    ? { seen: new Set(), folders: new Set(), since: options.firstSyncSince ?? null }
    : null;
  if (resetFromScope) cursor = null;
  const window = options.firstSyncSince ? { since: options.firstSyncSince } : {};
  try {
    // Reads made in Triage first, so this round's pages already carry them.
    await pushPendingReads(db, userId, provider);
    // The next page is fetched while this one is stored (fetching twice is harmless: only the stored cursor moves the sync on).
    const fetchPage = (from: string | null) => {
      const request = provider.delta(from, from === null ? window : {});
      request.catch(() => undefined);
      return { from, request };
    };
    let fetching = fetchPage(cursor);
    for (let done = false; !done;) {
      if (outcome.pages >= MAX_PAGES) throw new Error(`Sync stopped after ${MAX_PAGES} pages`);
      let page;
      try {
        page = await fetching.request;
      } catch (err) {
        // The provider forgot our cursor (Graph 410): start over; upserts keep it duplicate-free.
        // Once per run: a round whose own links are refused (a GRAPH_BASE_URL Graph does not link to) must fail, not loop.
        if (err instanceof DeltaResetError && fetching.from !== null && !fullRound) {
          fullRound = { seen: new Set(), folders: new Set(), since: options.firstSyncSince ?? null };
          fetching = fetchPage(null);
          continue;
        }
        throw err;
      }
      if (!page.done) fetching = fetchPage(page.nextCursor);
      for (const m of page.added) {
        fullRound?.seen.add(m.providerId);
        if (m.folder) fullRound?.folders.add(m.folder);
      }
      const counts = await db.transaction(async (tx) => {
        const stored = await storeMessages(tx, userId, page.added, page.removed);
        await saveCursor(tx, userId, page.nextCursor, scope);
        return stored;
      });
      done = page.done;
      outcome.pages++;
      outcome.added += counts.added;
      outcome.updated += counts.updated;
      outcome.removed += counts.removed;
      outcome.newIds.push(...counts.newIds);
      if (counts.newIds.length > 0) await options.onStored?.(counts.newIds);
    }
    if (fullRound) outcome.removed += await markMissingAsDeleted(db, userId, fullRound);
    const profile = await provider.profile().catch(() => null);
    await markSynced(db, userId, profile?.email ?? null);
    await finishRun(db, run!.id, outcome, null);
    return outcome;
  } catch (err) {
    await finishRun(db, run!.id, outcome, err instanceof Error ? err.message : String(err));
    throw err;
  }
}

async function finishRun(db: Database['db'], runId: string, o: SyncOutcome, error: string | null): Promise<void> {
  await db
    .update(syncRuns)
    .set({
      status: error ? 'error' : 'completed',
      added: o.added,
      updated: o.updated,
      removed: o.removed,
      pages: o.pages,
      error,
      finishedAt: sql`now()`,
    })
    .where(eq(syncRuns.id, runId));
}
