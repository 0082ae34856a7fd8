import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emails } from '../../db/schema/index.js';

/**
 * Deletions that happened while the old cursor was dead are never reported, so after a full
 * round every stored message of the folders it covered that it did not list is marked deleted.
 * Other folders (imports) are left alone, and so is mail older than the round's window (the
 * first-sync window does not list it; the import brought it). The seen ids go as ONE array
 * parameter: a large inbox has more ids than PostgreSQL's 65,535 bind parameters.
 */
export async function markMissingAsDeleted(
  db: Database['db'],
  userId: string,
  round: { seen: Set<string>; folders: Set<string>; since: Date | null },
): Promise<number> {
  if (round.folders.size === 0) return 0;
  const gone = await db
    .update(emails)
    .set({ status: 'deleted' })
    .where(
      and(
        eq(emails.userId, userId),
        ne(emails.status, 'deleted'),
        inArray(emails.folder, [...round.folders]),
        round.since ? gte(emails.receivedTime, round.since) : undefined,
        sql`NOT (${emails.messageId} = ANY(${sql.param([...round.seen])}::text[]))`,
      ),
    )
    .returning({ id: emails.id });
  return gone.length;
}
