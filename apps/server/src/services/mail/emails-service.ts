import { and, eq, sql } from 'drizzle-orm';
import type { Email, PageCursor } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { plannedPage } from '../../db/planned-rows.js';
import { preparedWithCursor } from '../../db/prepared.js';
import { emailClassifications, emails } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { inboxCountsColumn, type InboxCounts } from './inbox-counts.js';
import {
  afterCursorPlaceholders,
  archiveKeyRows,
  archiveOrder,
  inboxCountedPage,
  inArchive,
  inQueue,
  orderBy,
  pageOf,
  queueKeyRows,
  queueOrder,
  sortKeysOf,
} from './list-order.js';
import { utf8Of } from '../../http/json-body.js';
import { emailListItemJson, withProposedTasks } from './email-list-json.js';
import { toEmail } from './email-view.js';
import type { EmailRow } from '../../db/rows.js';

type ListStatement = { archived: boolean; afterCursor: boolean };

/**
 * The list's statement, built once per database handle for each of its four shapes (queue or
 * archive, first page or after a cursor): its text is long, and building it was a tenth of the
 * request's server time. Run unnamed, so PostgreSQL plans it for each user's own figures.
 */
const queueStatement = preparedWithCursor((db, afterCursor) => buildListStatement(db, { archived: false, afterCursor }));
const archiveStatement = preparedWithCursor((db, afterCursor) => buildListStatement(db, { archived: true, afterCursor }));

function buildListStatement(db: Db, shape: ListStatement) {
  const order = shape.archived ? archiveOrder : queueOrder;
  const userId = sql.placeholder('userId');
  // The page and the counters in one round trip (docs/performance.md, Where the time goes).
  return plannedPage(
    db
      .select({
        id: emails.id,
        item: emailListItemJson,
        proposedTasks: emailClassifications.proposedTasks,
        sortKeys: sortKeysOf(order),
        counts: inboxCountsColumn(userId),
      })
      .from(emails)
      .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
      .where(and(shape.archived ? inArchive(userId) : inQueue(userId), shape.afterCursor ? afterCursorPlaceholders(order) : undefined))
      .orderBy(...orderBy(order)),
  );
}

/**
 * Emails list (docs/behaviour.md#api): the queue newest received first (or the archive, latest archived
 * first), with classifications, as the JSON of an `EmailPage`. Keyset pages after a cursor; the
 * total comes from the counters the triggers keep, never from counting the mailbox. PostgreSQL
 * writes each row's JSON (`email-list-json.ts`); the server adds the proposed tasks and the page's
 * frame.
 */
export async function listEmailsJson(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
  archived = false,
  cursor?: PageCursor,
): Promise<Buffer> {
  const list = archived
    ? { statement: archiveStatement, keyRows: archiveKeyRows(db, userId), order: archiveOrder, total: (c: InboxCounts) => c.archived }
    : { statement: queueStatement, keyRows: queueKeyRows(db, userId), order: queueOrder, total: (c: InboxCounts) => c.inbox };
  const { rows, counts } = await inboxCountedPage(db, userId, list, { limit, offset, cursor });
  const page = pageOf(rows, limit);
  const pieces = ['{"data":['];
  page.rows.forEach((row, i) => pieces.push(i === 0 ? '' : ',', withProposedTasks(row.item, row.proposedTasks)));
  const totalCount = list.total(counts);
  pieces.push(`],"totalCount":${totalCount},"nextCursor":${JSON.stringify(page.nextCursor)}}`);
  return utf8Of(pieces);
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
