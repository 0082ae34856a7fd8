import type { Env } from '../../env.js';

/**
 * Microsoft's national clouds (US Government L4/L5 and China operated by 21Vianet): their own
 * sign-in and Graph hosts. Other hosts (the global service, a local test server) are not national.
 */
const NATIONAL_GRAPH_HOSTS = new Set(['graph.microsoft.us', 'dod-graph.microsoft.us', 'microsoftgraph.chinacloudapi.cn']);
const NATIONAL_LOGIN_HOSTS = new Set(['login.microsoftonline.us', 'login.chinacloudapi.cn', 'login.partner.microsoftonline.cn']);

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const hostOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).hostname.toLowerCase() : null;
  } catch {
    return null;
  }
};

function isNationalCloud(env: Env): boolean {
  return NATIONAL_GRAPH_HOSTS.has(hostOf(env.GRAPH_BASE_URL) ?? '') || NATIONAL_LOGIN_HOSTS.has(hostOf(env.MS_AUTHORITY) ?? '');
}

/**
 * A national cloud needs its own authority (the default is the global login host) and a tenant
 * GUID: multi-tenant sign-in (organizations) is only supported on the global service, and a
 * domain name is not resolved the same way everywhere.
 */
export function assertCloudConfig(env: Env): void {
  if (env.AUTH_MODE !== 'microsoft' || !isNationalCloud(env)) return;
  if (NATIONAL_GRAPH_HOSTS.has(hostOf(env.GRAPH_BASE_URL) ?? '') && !env.MS_AUTHORITY) {
    throw new Error(
      'Refusing to start: a national-cloud GRAPH_BASE_URL needs MS_AUTHORITY set to the same cloud (e.g. https://login.microsoftonline.us/<tenant id>/v2.0).',
    );
  }
  if (!GUID.test(env.MS_TENANT_ID ?? '')) {
    throw new Error('Refusing to start: in a national cloud MS_TENANT_ID must be the directory (tenant) id GUID.');
  }
}

/**
 * Graph permission names resolve to the global Graph unless qualified: in a national cloud they
 * are asked for on that cloud's Graph host (https://graph.microsoft.us/Mail.Send).
 */
export function qualifyScopes(env: Env, scopes: readonly string[]): string[] {
  if (!NATIONAL_GRAPH_HOSTS.has(hostOf(env.GRAPH_BASE_URL) ?? '')) return [...scopes];
  const graph = new URL(env.GRAPH_BASE_URL).origin;
  return scopes.map((scope) => (/^(openid|email|profile|offline_access)$/.test(scope) ? scope : `${graph}/${scope}`));
}
