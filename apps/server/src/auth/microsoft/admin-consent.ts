import { msAuthority, type Env } from '../../env.js';

/**
 * Entra's answers that mean "an administrator must approve this app first": consent_required,
 * AADSTS65001 (no consent to the permissions asked), AADSTS90094 / AADSTS90095 (the tenant lets
 * only administrators consent; since 2025 Microsoft's default policy does so for mail
 * permissions), AADSTS900941 (admin consent required).
 */
export function needsAdminConsent(code: string | undefined, description: string | undefined): boolean {
  if (code === 'consent_required') return true;
  return /\bAADSTS(65001|90094|90095|900941)\b/.test(description ?? '');
}

/**
 * The link an administrator opens to approve Triage for the whole organisation: Entra's v2.0
 * admin consent endpoint on the same authority (and so the same national cloud) as sign-in,
 * asking for the app's configured permissions (.default) and returning to /auth/callback.
 */
export function adminConsentUrl(env: Env, origin: string): string {
  const authority = msAuthority(env).replace(/\/+$/, '');
  const base = authority.endsWith('/v2.0') ? authority : `${authority}/v2.0`;
  const graphResource = new URL(env.GRAPH_BASE_URL).origin;
  const params = new URLSearchParams({
    client_id: env.MS_CLIENT_ID ?? '',
    scope: `${graphResource}/.default`,
    redirect_uri: `${origin}/auth/callback`,
  });
  return `${base}/adminconsent?${params}`;
}
