import { and, eq, sql } from 'drizzle-orm';
import { GraphRequestError, type MailProvider } from '@triage/mail';
import type { Db } from '../../db/client.js';
import { emails } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { UPLOADED_FOLDER } from './uploaded-mail.js';

/** Uploaded mail is in the database only: the mailbox has nothing to mark. */
const heldByMailbox = sql`${emails.folder} is distinct from ${UPLOADED_FOLDER}`;

/** Reads pushed per sync: a backlog (the mailbox was unreachable a while) drains over a few syncs. */
const PUSH_BATCH = 200;

/**
 * Read in Triage (opened, replied to) is read in the mailbox. The row is marked read and
 * `readPending` at once, so a delta page fetched before the mailbox knows cannot flip it back;
 * the mark goes to the provider now, and when that fails, again at the start of the next sync.
 */
export async function markEmailRead(db: Db, userId: string, provider: MailProvider, id: string): Promise<void> {
  const [row] = await db
    .update(emails)
    .set({ isRead: true, readPending: provider.markRead ? heldByMailbox : false })
    .where(and(eq(emails.userId, userId), eq(emails.id, id)))
    .returning({ id: emails.id, messageId: emails.messageId, readPending: emails.readPending });
  if (!row) throw notFound('Email not found');
  if (!provider.markRead || !row.readPending) return;
  // The user's action succeeded locally; the mailbox catches up at the next sync if it cannot now.
  await pushRead(db, provider, row).catch(() => undefined);
}

/** Marks still pending from earlier failures; throttling or a dead token stop the sync as any Graph call would. */
export async function pushPendingReads(db: Db, userId: string, provider: MailProvider): Promise<number> {
  if (!provider.markRead) return 0;
  const pending = await db
    .select({ id: emails.id, messageId: emails.messageId })
    .from(emails)
    .where(and(eq(emails.userId, userId), eq(emails.readPending, true), heldByMailbox))
    .limit(PUSH_BATCH);
  for (const row of pending) await pushRead(db, provider, row);
  return pending.length;
}

async function pushRead(db: Db, provider: MailProvider, row: { id: string; messageId: string }): Promise<void> {
  try {
    await provider.markRead!(row.messageId);
  } catch (err) {
    // Deleted in the mailbox meanwhile: nothing left to mark.
    if (!(err instanceof GraphRequestError && err.status === 404 && err.codes.includes('ErrorItemNotFound'))) throw err;
  }
  await db.update(emails).set({ readPending: false }).where(eq(emails.id, row.id));
}
