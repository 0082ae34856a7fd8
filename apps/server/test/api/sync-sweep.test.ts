import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../src/db/schema/index.js';
import { markMissingAsDeleted } from '../../src/services/mail/sweep-missing.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const USER = 'big-mailbox';

describe('the deletion sweep after a delta reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.as(USER);
  });
  afterAll(async () => t.close());

  const email = (messageId: string, folder: string, daysAgo: number) => ({
    userId: USER,
    messageId,
    folder,
    subject: messageId,
    receivedTime: new Date(Date.now() - daysAgo * 86_400_000),
  });
  const status = async (messageId: string) =>
    (
      await t.database.db
        .select({ status: emails.status })
        .from(emails)
        .where(and(eq(emails.userId, USER), eq(emails.messageId, messageId)))
    )[0]!.status;

  it('handles an inbox with more ids than PostgreSQL has bind parameters, and spares other folders and older mail', async () => {
    await t.database.db
      .insert(emails)
      .values([
        email('kept', 'inbox', 1),
        email('vanished', 'inbox', 2),
        email('imported-old', 'inbox', 400),
        email('archive-folder', 'other', 1),
      ]);
    const seen = new Set(Array.from({ length: 70_000 }, (_, i) => `AAkALgAAAAAAHYQDEapmEc2byACqAC-EWg0A${i}`));
    seen.add('kept');
    const removed = await markMissingAsDeleted(t.database.db, USER, {
      seen,
      folders: new Set(['inbox']),
      since: new Date(Date.now() - 90 * 86_400_000),
    });
    expect(removed).toBe(1);
    expect(await status('vanished')).toBe('deleted');
    expect(await status('kept')).toBe('synced');
    expect(await status('imported-old')).toBe('synced');
    expect(await status('archive-folder')).toBe('synced');
  });
});
