import type { IDToken } from 'openid-client';
import { eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * /auth/callback (docs/behaviour.md#routes): upserts the profile (id, email, name, microsoft_id). An Entra account
 * is its tenant (tid) plus its object id (oid): the row keeps both, and a row already claimed by
 * another tenant is never taken over. sub is the fallback for other OpenID providers.
 */
export async function upsertMicrosoftUser(db: Db, claims: IDToken) {
  const objectId = String(claims.oid ?? claims.sub);
  const tenantId = typeof claims.tid === 'string' ? claims.tid.toLowerCase() : null;
  const email = (claims.email ?? claims.preferred_username ?? null) as string | null;
  const name = (claims.name ?? null) as string | null;
  const [row] = await db
    .insert(users)
    .values({ id: objectId, email, name, fullName: name, microsoftId: objectId, tenantId })
    .onConflictDoUpdate({
      target: users.id,
      set: { email: sql`excluded.email`, name: sql`excluded.name`, fullName: sql`excluded.full_name`, tenantId: sql`excluded.tenant_id` },
      // Rows from before tenants were kept (tenant_id null) are adopted by their first sign-in.
      setWhere: tenantId ? or(isNull(users.tenantId), eq(users.tenantId, tenantId)) : isNull(users.tenantId),
    })
    .returning();
  if (!row) throw new Error('This Microsoft account id already belongs to a user of another tenant');
  return row;
}
