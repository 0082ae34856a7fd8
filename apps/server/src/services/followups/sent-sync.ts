import { and, eq, inArray, sql } from 'drizzle-orm';
import { asksSomething, extractCommitments } from '@triage/classifier';
import { DeltaResetError, type MailMessage, type MailProvider } from '@triage/mail';
import type { Db, Tx } from '../../db/client.js';
import { sentCommitments, sentMessages } from '../../db/schema/index.js';
import { writeFollowupSettings, readFollowupSettings } from './followup-settings.js';
import { dayIn, userCalendar } from './user-calendar.js';

export type SentSyncOutcome = { added: number; removed: number; pages: number; commitments: number };

const MAX_PAGES = 10_000;

/**
 * Brings the user's sent mail up to date through the provider's second folder cursor (Graph Sent
 * Items, the local outbox and `sent` folder). Each page and the cursor after it are stored in one
 * transaction, as the inbox sync does, so a crash resumes without storing anything twice. Runs
 * under the caller's sync lock. New sent mail is read for asks (the conversation waits on others)
 * and for commitments with a day not yet past (proposed tasks).
 */
export async function syncSentMail(
  db: Db,
  userId: string,
  provider: MailProvider,
  options: { since?: Date; now?: Date } = {},
): Promise<SentSyncOutcome> {
  const outcome: SentSyncOutcome = { added: 0, removed: 0, pages: 0, commitments: 0 };
  if (!provider.sentDelta) return outcome;
  const calendar = await userCalendar(db, userId);
  const today = dayIn(options.now ?? new Date(), calendar.timeZone);
  let cursor = (await readFollowupSettings(db, userId)).sentDeltaLink;
  for (let done = false; !done;) {
    if (outcome.pages >= MAX_PAGES) throw new Error(`Sent mail sync stopped after ${MAX_PAGES} pages`);
    let page;
    try {
      page = await provider.sentDelta(cursor, cursor === null && options.since ? { since: options.since } : {});
    } catch (err) {
      // The provider forgot the cursor: a full round again; the upsert keeps it duplicate-free.
      if (err instanceof DeltaResetError && cursor !== null) {
        cursor = null;
        continue;
      }
      throw err;
    }
    const stored = await db.transaction(async (tx) => {
      const result = await storeSent(tx, userId, page.added, page.removed, calendar.timeZone, today);
      await writeFollowupSettings(tx, userId, { sentDeltaLink: page.nextCursor });
      return result;
    });
    cursor = page.nextCursor;
    done = page.done;
    outcome.pages++;
    outcome.added += stored.added;
    outcome.removed += stored.removed;
    outcome.commitments += stored.commitments;
  }
  return outcome;
}

async function storeSent(db: Tx | Db, userId: string, added: MailMessage[], removed: string[], timeZone: string, today: string) {
  let commitments = 0;
  let count = 0;
  for (const m of added) {
    const sentAt = m.sentAt ?? m.receivedAt;
    const values = {
      userId,
      messageId: m.providerId,
      internetMessageId: m.internetMessageId,
      conversationId: m.conversationId ?? m.providerId,
      subject: m.subject,
      toRecipients: [...m.to, ...m.cc].map((a) => ({ name: a.name, address: a.address })),
      bodyText: m.bodyText ?? m.preview,
      sentTime: sentAt,
      webLink: m.webLink ?? null,
      asks: asksSomething(m.bodyText ?? m.preview),
      status: 'synced',
    };
    const [row] = await db
      .insert(sentMessages)
      .values(values)
      .onConflictDoUpdate({
        target: [sentMessages.userId, sentMessages.messageId],
        set: { ...values, createdAt: sql`${sentMessages.createdAt}` },
      })
      .returning({ id: sentMessages.id, fresh: sql<boolean>`xmax = 0` });
    count++;
    if (!row?.fresh || !sentAt || !m.bodyText) continue;
    const first = m.to[0];
    const found = extractCommitments(m.bodyText, sentAt, timeZone, first?.name ?? null).filter(
      (c) => c.due.toISOString().slice(0, 10) >= today,
    );
    if (found.length === 0) continue;
    const inserted = await db
      .insert(sentCommitments)
      .values(
        found.map((c) => ({
          userId,
          sentMessageId: row.id,
          title: c.title,
          dueDate: c.due.toISOString().slice(0, 10),
          sentence: c.sentence,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: sentCommitments.id });
    commitments += inserted.length;
  }
  let gone = 0;
  if (removed.length > 0) {
    const rows = await db
      .update(sentMessages)
      .set({ status: 'deleted' })
      .where(and(eq(sentMessages.userId, userId), inArray(sentMessages.messageId, removed)))
      .returning({ id: sentMessages.id });
    gone = rows.length;
  }
  return { added: count, removed: gone, commitments };
}
