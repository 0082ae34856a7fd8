import { and, eq } from 'drizzle-orm';
import { fromApiCase, toApiCase, type Connection, type ConnectionUpdate, type Connections } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { connections, users } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { patchSet } from '../../db/patch.js';

type Row = typeof connections.$inferSelect;

const toApi = (row: Row): Connection =>
  toApiCase<Connection>({
    id: row.id,
    kind: row.kind,
    provider: row.provider,
    connected: row.connected,
    email: row.email,
    lastSync: row.lastSync,
  });

/**
 * Every user has one mailbox connection; it is created on first read, connected
 * to the mailbox of the sign-in mode (the local mailbox, or Microsoft 365).
 */
export async function getConnections(db: Db, userId: string, provider: string): Promise<Connections> {
  const [existing] = await db
    .select()
    .from(connections)
    .where(and(eq(connections.userId, userId), eq(connections.kind, 'mailbox')))
    .limit(1);
  if (existing) return { mailbox: toApi(existing) };
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  await db
    .insert(connections)
    .values({ userId, kind: 'mailbox', provider, connected: true, email: user?.email ?? null })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(connections)
    .where(and(eq(connections.userId, userId), eq(connections.kind, 'mailbox')))
    .limit(1);
  return { mailbox: toApi(row!) };
}

export async function updateConnection(db: Db, userId: string, id: string, input: ConnectionUpdate): Promise<Connection> {
  const patch = fromApiCase<{ connected?: boolean; email?: string | null; lastSync?: string | null }>(input);
  const [row] = await db
    .update(connections)
    .set(
      patchSet({
        ...(patch.connected !== undefined ? { connected: patch.connected } : {}),
        ...(patch.email !== undefined ? { email: patch.email } : {}),
        ...(patch.lastSync !== undefined ? { lastSync: patch.lastSync ? new Date(patch.lastSync) : null } : {}),
      }),
    )
    .where(and(eq(connections.userId, userId), eq(connections.id, id)))
    .returning();
  if (!row) throw notFound('Connection not found');
  return toApi(row);
}
