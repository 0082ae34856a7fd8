import { and, eq } from 'drizzle-orm';
import type { Email, EmailPage, PageCursor } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { runPlanned } from '../../db/planned-rows.js';
import { emailClassifications, emails } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { carriedInboxCounts, inboxCountsColumn } from './inbox-counts.js';
import { afterCursor, archiveOrder, inArchive, inQueue, orderBy, pageOf, queueOrder, sortKeysOf } from './list-order.js';
import { classificationColumns, listEmailColumns, toEmail, toEmailListItem } from './email-view.js';
import type { EmailRow } from '../../db/rows.js';

/**
 * Emails list (docs/behaviour.md#api): the queue newest received first (or the archive, latest archived
 * first), with classifications. Keyset pages after a cursor; the total comes from the
 * counters the triggers keep, never from counting the mailbox.
 */
export async function listEmails(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
  archived = false,
  cursor?: PageCursor,
): Promise<EmailPage> {
  const order = archived ? archiveOrder : queueOrder;
  // The page and the counters in one round trip (docs/performance.md, Where the time goes).
  const rows = await runPlanned(
    db
      // The classification's columns, not the whole row: a list never shows its details.
      .select({
        email: listEmailColumns,
        classification: classificationColumns,
        sortKeys: sortKeysOf(order),
        counts: inboxCountsColumn(userId),
      })
      .from(emails)
      .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
      .where(and(archived ? inArchive(userId) : inQueue(userId), afterCursor(order, cursor)))
      .orderBy(...orderBy(order))
      .limit(limit + 1)
      .offset(offset),
  );
  const counts = await carriedInboxCounts(db, userId, rows[0]?.counts);
  const page = pageOf(
    rows.map((r) => ({ ...r, id: r.email.id })),
    limit,
  );
  return {
    data: page.rows.map((r) => toEmailListItem(r.email, r.classification)),
    totalCount: archived ? counts.archived : counts.inbox,
    nextCursor: page.nextCursor,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** By our id, or by the provider's message id (what the original client sent as messageId). */
export async function findEmailRow(db: Db, userId: string, id: string): Promise<EmailRow | null> {
  const match = UUID.test(id) ? eq(emails.id, id) : eq(emails.messageId, id);
  const [row] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.userId, userId), match));
  return row ?? null;
}

export async function getEmail(db: Db, userId: string, id: string): Promise<Email> {
  const [row] = await db
    .select({ email: emails, classification: emailClassifications })
    .from(emails)
    .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
    .where(and(eq(emails.userId, userId), eq(emails.id, id)));
  if (!row) throw notFound('Email not found');
  return toEmail(row.email, row.classification);
}

/** Remote images stay blocked until the user allows them for that one email. */
export async function allowRemoteImages(db: Db, userId: string, id: string, allowed: boolean): Promise<Email> {
  const [row] = await db
    .update(emails)
    .set({ remoteImagesAllowed: allowed })
    .where(and(eq(emails.userId, userId), eq(emails.id, id)))
    .returning({ id: emails.id });
  if (!row) throw notFound('Email not found');
  return getEmail(db, userId, id);
}
