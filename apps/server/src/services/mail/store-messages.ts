import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MailMessage } from '@triage/mail';
import type { Db, Tx } from '../../db/client.js';
import { emails } from '../../db/schema/index.js';
import { toEmailRow } from './ingest.js';
import { asRecordset } from './recordset.js';

export type StoreCounts = { added: number; updated: number; removed: number; newIds: string[] };

/**
 * Upserts by provider message id, so a page stored twice (a retried job, a
 * resumed sync) never duplicates. What the user changed (archive) is kept.
 * The page goes as one JSON parameter (recordset.ts): one statement whatever its size.
 */
export async function storeMessages(tx: Tx | Db, userId: string, messages: MailMessage[], removed: string[]): Promise<StoreCounts> {
  const counts: StoreCounts = { added: 0, updated: 0, removed: 0, newIds: [] };
  const unique = new Map(messages.map((m) => [m.providerId, m]));
  if (unique.size > 0) {
    const rows = [...unique.values()].map((m) => toEmailRow(userId, m));
    const page = asRecordset(emails, rows);
    const { rows: result } = await tx.execute<{ id: string; inserted: boolean }>(sql`
      INSERT INTO ${emails} (${page.columns}) SELECT ${page.columns} FROM json_populate_recordset(null::emails, ${page.json}::json)
      ON CONFLICT (user_id, message_id) DO UPDATE SET
        subject = excluded.subject,
        preview = excluded.preview,
        body = excluded.body,
        body_text = excluded.body_text,
        body_content_type = excluded.body_content_type,
        -- A read made in Triage that the mailbox has not taken yet wins over the mailbox's older state.
        is_read = CASE WHEN ${emails}.read_pending THEN ${emails}.is_read ELSE excluded.is_read END,
        is_important = excluded.is_important,
        has_attachments = excluded.has_attachments,
        folder = excluded.folder,
        web_link = excluded.web_link,
        status = 'synced',
        updated_at = now()
      -- xmax = 0 only for a freshly inserted row: tells inserts from updates in one statement.
      RETURNING id, (xmax = 0) AS inserted`);
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
