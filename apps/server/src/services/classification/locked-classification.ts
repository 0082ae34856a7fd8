import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailClassifications, emails } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { ClassificationRow, EmailRow } from '../../db/rows.js';

/**
 * Runs a suggestion action in one transaction holding the email's
 * classification row: a second action on the same email (a double click, two
 * tabs, a retry) waits, then sees what the first one did.
 */
export function withLockedClassification<T>(
  db: Db,
  userId: string,
  emailId: string,
  action: (tx: Db, row: { email: EmailRow; classification: ClassificationRow | null }) => Promise<T>,
): Promise<T> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [email] = await tx
      .select()
      .from(emails)
      .where(and(eq(emails.userId, userId), eq(emails.id, emailId)));
    if (!email) throw notFound('Email not found');
    const [classification] = await tx.select().from(emailClassifications).where(eq(emailClassifications.emailId, email.id)).for('update');
    return action(tx, { email, classification: classification ?? null });
  });
}
