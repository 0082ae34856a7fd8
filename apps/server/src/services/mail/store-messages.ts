import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MailMessage } from '@triage/mail';
import type { Db, Tx } from '../../db/client.js';
import { emails } from '../../db/schema/index.js';
import { toEmailRow } from './ingest.js';


export type StoreCounts = { added: number; updated: number; removed: number; newIds: string[] };

/**
 * Upserts by provider message id, so a page stored twice (a retried job, a
 * resumed sync) never duplicates. What the user changed (archive) is kept.
 */
export async function storeMessages(tx: Tx | Db, userId: string, messages: MailMessage[], removed: string[]): Promise<StoreCounts> {
  const counts: StoreCounts = { added: 0, updated: 0, removed: 0, newIds: [] };
  const unique = new Map(messages.map((m) => [m.providerId, m]));
  if (unique.size > 0) {
    const rows = [...unique.values()].map((m) => toEmailRow(userId, m));
    const result = await tx
      .insert(emails)
      .values(rows)
      .onConflictDoUpdate({
        target: [emails.userId, emails.messageId],
        set: {
          subject: sql`excluded.subject`,
          preview: sql`excluded.preview`,
          body: sql`excluded.body`,
          bodyText: sql`excluded.body_text`,
          bodyContentType: sql`excluded.body_content_type`,
          // A read made in Triage that the mailbox has not taken yet wins over the mailbox's older state.
          isRead: sql`CASE WHEN ${emails.readPending} THEN ${emails.isRead} ELSE excluded.is_read END`,
          isImportant: sql`excluded.is_important`,
          hasAttachments: sql`excluded.has_attachments`,
          folder: sql`excluded.folder`,
          webLink: sql`excluded.web_link`,
          status: sql`'synced'`,
          updatedAt: sql`now()`,
        },
      })
      // xmax = 0 only for a freshly inserted row: tells inserts from updates in one statement.
      .returning({ id: emails.id, inserted: sql<boolean>`(xmax = 0)` });
    for (const row of result) {
      if (row.inserted) {
        counts.added++;
        counts.newIds.push(row.id);
      } else counts.updated++;
    }
  }
  if (removed.length > 0) {
    const gone = await tx
      .update(emails)
      .set({ status: 'deleted' })
      .where(and(eq(emails.userId, userId), inArray(emails.messageId, removed)))
      .returning({ id: emails.id });
    counts.removed = gone.length;
  }
  return counts;
}
