import type { Env } from '../../env.js';

/** MS_TENANT_ID values that let any organisation's users reach the sign-in. */
const MULTI_TENANT = new Set(['organizations', 'common']);

const isMultiTenant = (env: Env) => MULTI_TENANT.has((env.MS_TENANT_ID ?? '').toLowerCase());

/**
 * Whether a signed-in account's tenant (the ID token's tid) may use this installation. With a
 * multi-tenant registration Entra lets every organisation sign in, so only ALLOWED_TENANT_IDS may,
 * and an empty list lets nobody in (fail closed). A single-tenant registration is already limited
 * by Entra; ALLOWED_TENANT_IDS, when set, still applies.
 */
export function tenantAllowed(env: Env, tid: unknown): boolean {
  const allowed = env.ALLOWED_TENANT_IDS;
  if (allowed.length === 0) return !isMultiTenant(env);
  return typeof tid === 'string' && allowed.includes(tid.toLowerCase());
}
