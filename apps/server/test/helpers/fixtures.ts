import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../src/db/client.js';
import { eq } from 'drizzle-orm';
import { emailClassifications, emails, users } from '../../src/db/schema/index.js';

type EmailInput = Partial<typeof emails.$inferInsert>;

/** Stores an email as sync would, for tests of areas that read emails: sent to the user, unless the test says otherwise. */
export async function insertEmail(db: Db | Tx, userId: string, fields: EmailInput = {}) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const [row] = await db
    .insert(emails)
    .values({
      userId,
      messageId: `msg-${randomUUID()}`,
      subject: 'Lease renewal for Harbour Tower',
      fromName: 'Ann Lee',
      fromAddress: 'ann@acme.com',
      body: '<p>Can you send the signed lease by Friday?</p>',
      bodyText: 'Can you send the signed lease by Friday?',
      bodyContentType: 'html',
      receivedTime: new Date(),
      toRecipients: user?.email ? [{ name: null, address: user.email }] : [],
      ...fields,
    })
    .returning();
  return row!;
}

export async function insertClassification(
  db: Db,
  userId: string,
  emailId: string,
  fields: Partial<typeof emailClassifications.$inferInsert> = {},
) {
  const [row] = await db
    .insert(emailClassifications)
    .values({
      userId,
      emailId,
      label: 'Harbour Tower',
      confidence: 0.9,
      proposedTasks: ['Send the signed lease'],
      replyEmail: 'Hi Ann',
      ...fields,
    })
    .returning();
  return row!;
}
