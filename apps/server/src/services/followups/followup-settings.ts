import { eq, sql } from 'drizzle-orm';
import { DEFAULT_WAITING_DAYS } from '@triage/contracts';
import type { Db, Tx } from '../../db/client.js';
import { followupSettings } from '../../db/schema/index.js';

export type FollowupSettingsRow = typeof followupSettings.$inferSelect;

/** The user's row, or the defaults when they never changed anything. */
export async function readFollowupSettings(db: Db, userId: string): Promise<FollowupSettingsRow> {
  const [row] = await db.select().from(followupSettings).where(eq(followupSettings.userId, userId)).limit(1);
  return (
    row ?? {
      userId,
      waitingDays: DEFAULT_WAITING_DAYS,
      todoListId: null,
      todoListName: null,
      sentDeltaLink: null,
      todoDeltaLink: null,
      updatedAt: new Date(0),
    }
  );
}

/** Upserts some columns of the user's row. */
export async function writeFollowupSettings(
  db: Db | Tx,
  userId: string,
  patch: Partial<Omit<FollowupSettingsRow, 'userId' | 'updatedAt'>>,
): Promise<void> {
  await db
    .insert(followupSettings)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: followupSettings.userId, set: { ...patch, updatedAt: sql`now()` } });
}
