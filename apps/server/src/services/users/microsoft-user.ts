import type { IDToken } from 'openid-client';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * Spec §2 /auth/callback: upserts the profile (id, email, name, microsoft_id).
 * Entra's object id (oid) is stable across apps and tenants' sign-ins; sub is
 * the fallback for other OpenID providers.
 */
export async function upsertMicrosoftUser(db: Db, claims: IDToken) {
  const objectId = String(claims.oid ?? claims.sub);
  const email = (claims.email ?? claims.preferred_username ?? null) as string | null;
  const name = (claims.name ?? null) as string | null;
  const [row] = await db
    .insert(users)
    .values({ id: objectId, email, name, fullName: name, microsoftId: objectId })
    .onConflictDoUpdate({
      target: users.id,
      set: { email: sql`excluded.email`, name: sql`excluded.name`, fullName: sql`excluded.full_name`, updatedAt: new Date() },
    })
    .returning();
  return row!;
}
