import { and, eq } from 'drizzle-orm';
import { emailBody, emailPreview, emailSender, toApiCase, type Email, type EmailPage, type PageCursor } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { emailClassifications, emails } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { readInboxCounts } from './inbox-counts.js';
import { afterCursor, archiveOrder, inArchive, inQueue, orderBy, pageOf, queueOrder, sortKeysOf } from './list-order.js';
import type { ClassificationRow, EmailRow } from '../../db/rows.js';


/** The stored email with the spec §3 display fallbacks applied. */
function toEmail(row: EmailRow, classification: ClassificationRow | null): Email {
  const base = toApiCase<Omit<Email, 'classification' | 'sender' | 'preview' | 'body'>>({ ...row });
  return {
    ...base,
    bodyContentType: row.bodyContentType === 'html' ? 'html' : 'text',
    sender: emailSender(row.fromName, row.fromAddress),
    preview: emailPreview(row.preview, row.bodyText),
    body: emailBody(row.body, row.preview),
    classification: classification ? toApiCase({ ...classification }) : null,
  };
}

/**
 * Emails list (docs/behaviour.md#api): the queue newest received first (or the archive, latest archived
 * first), with classifications. Keyset pages after a cursor; the total comes from the
 * counters the triggers keep, never from counting the mailbox.
 */
export async function listEmails(db: Db, userId: string, limit: number, offset: number, archived = false, cursor?: PageCursor): Promise<EmailPage> {
  const order = archived ? archiveOrder : queueOrder;
  const [rows, counts] = await Promise.all([
    db
      .select({ email: emails, classification: emailClassifications, sortKeys: sortKeysOf(order) })
      .from(emails)
      .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
      .where(and(archived ? inArchive(userId) : inQueue(userId), afterCursor(order, cursor)))
      .orderBy(...orderBy(order))
      .limit(limit + 1)
      .offset(offset),
    readInboxCounts(db, userId),
  ]);
  const page = pageOf(rows.map((r) => ({ ...r, id: r.email.id })), limit);
  return {
    data: page.rows.map((r) => toEmail(r.email, r.classification)),
    totalCount: archived ? counts.archived : counts.inbox,
    nextCursor: page.nextCursor,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** By our id, or by the provider's message id (what the original client sent as messageId). */
export async function findEmailRow(db: Db, userId: string, id: string): Promise<EmailRow | null> {
  const match = UUID.test(id) ? eq(emails.id, id) : eq(emails.messageId, id);
  const [row] = await db.select().from(emails).where(and(eq(emails.userId, userId), match));
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
