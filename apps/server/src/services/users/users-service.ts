import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/rows.js';

export const LOCAL_USER = {
  id: 'local',
  email: 'local@localhost',
  name: 'Local User',
  fullName: null,
  microsoftId: null,
} as const;

type NewUser = typeof users.$inferInsert;

/** docs/behaviour.md, Entities: the user row is created on first use; a concurrent duplicate insert is ignored. */
export async function ensureUser(db: Db, user: NewUser) {
  return (await ensureUserCreated(db, user)).row;
}

/** As ensureUser, also telling whether this call created the row (first sign-in). */
export async function ensureUserCreated(db: Db, user: NewUser) {
  const inserted = await db.insert(users).values(user).onConflictDoNothing({ target: users.id }).returning({ id: users.id });
  const [row] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  if (!row) throw new Error(`User ${user.id} could not be created`);
  return { row, created: inserted.length > 0 };
}

export function publicUser(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    fullName: row.fullName,
    microsoftId: row.microsoftId,
  };
}
