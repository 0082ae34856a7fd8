import { and, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { emails } from '../db/schema/index.js';

/** How often due snoozes are looked for: an email comes back at most this late. */
const SNOOZE_WAKE_MS = 5_000;

/** Brings back every snoozed email whose time has come; returns their ids. */
export async function wakeDueSnoozes(db: Db, now = new Date()): Promise<string[]> {
  const rows = await db
    .update(emails)
    .set({ snoozedUntil: null, updatedAt: now })
    .where(and(isNotNull(emails.snoozedUntil), lte(emails.snoozedUntil, now)))
    .returning({ id: emails.id });
  return rows.map((r) => r.id);
}

/**
 * Runs wakeDueSnoozes every SNOOZE_WAKE_MS in every worker process. The snooze time is kept on the
 * email, so a restart loses nothing: the first run after it brings back whatever fell due meanwhile.
 * Two processes running it at once is harmless (the update is idempotent).
 */
export function startSnoozeWaker(db: Db, onError: (err: unknown) => void): () => void {
  const wake = () => void wakeDueSnoozes(db).catch(onError);
  wake();
  const timer = setInterval(wake, SNOOZE_WAKE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
