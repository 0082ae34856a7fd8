import { and, count, desc, eq, ne } from 'drizzle-orm';
import { emailBody, emailPreview, emailSender, toApiCase, type Email, type EmailPage } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { emailClassifications, emails } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';

type EmailRow = typeof emails.$inferSelect;
type ClassificationRow = typeof emailClassifications.$inferSelect;

/** The stored email with the spec §3 display fallbacks applied. */
export function toEmail(row: EmailRow, classification: ClassificationRow | null): Email {
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

const visible = (userId: string, archived: boolean) =>
  and(eq(emails.userId, userId), eq(emails.isArchived, archived), ne(emails.status, 'deleted'));

/** Spec §7 emails list: non-archived, newest received first, with classifications and the exact total. */
export async function listEmails(db: Db, userId: string, limit: number, offset: number, archived = false): Promise<EmailPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ email: emails, classification: emailClassifications })
      .from(emails)
      .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
      .where(visible(userId, archived))
      .orderBy(archived ? desc(emails.archivedAt) : desc(emails.receivedTime), desc(emails.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(emails).where(visible(userId, archived)),
  ]);
  return { data: rows.map((r) => toEmail(r.email, r.classification)), totalCount: total?.n ?? 0 };
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
    .set({ remoteImagesAllowed: allowed, updatedAt: new Date() })
    .where(and(eq(emails.userId, userId), eq(emails.id, id)))
    .returning({ id: emails.id });
  if (!row) throw notFound('Email not found');
  return getEmail(db, userId, id);
}
