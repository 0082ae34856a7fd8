import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { connections, users } from '../../db/schema/index.js';

/** The user's mailbox connection row, created on first use. */
export async function ensureMailboxConnection(db: Db, userId: string, provider: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  await db
    .insert(connections)
    .values({ userId, kind: 'mailbox', provider, connected: true, email: user?.email ?? null })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(connections)
    .where(and(eq(connections.userId, userId), eq(connections.kind, 'mailbox')));
  return row!;
}

export async function saveCursor(tx: Tx, userId: string, cursor: string | null, scope: string | null): Promise<void> {
  await tx
    .update(connections)
    .set({ deltaLink: cursor, deltaBaseUrl: scope })
    .where(and(eq(connections.userId, userId), eq(connections.kind, 'mailbox')));
}

export async function markSynced(db: Db, userId: string, email: string | null): Promise<void> {
  await db
    .update(connections)
    .set({ lastSync: new Date(), ...(email ? { email } : {}) })
    .where(and(eq(connections.userId, userId), eq(connections.kind, 'mailbox')));
}
