import * as oidc from 'openid-client';

/**
 * What a refused token refresh means, by its OAuth error code (RFC 6749 §5.2, Entra's AADSTS
 * codes ride in error_description), never by HTTP status: Entra answers an expired client secret
 * (AADSTS7000222) with 401 invalid_client, and that must not sign every user out.
 * - end_session: the user's grant is gone (revoked, expired, consent withdrawn, MFA needed).
 * - configuration: the app registration is refused; every user is affected, tokens are kept.
 * - retry: the identity provider is busy or the network failed.
 */
export type RefreshFailure = 'end_session' | 'configuration' | 'retry';

const END_SESSION = new Set(['invalid_grant', 'interaction_required', 'consent_required', 'login_required']);
const RETRY = new Set(['temporarily_unavailable', 'server_error']);

export function classifyRefreshError(err: unknown): RefreshFailure {
  // A challenge (WWW-Authenticate) carries no OAuth code we can act on; Entra sends it while busy.
  if (err instanceof oidc.WWWAuthenticateChallengeError) return 'retry';
  if (err instanceof oidc.ResponseBodyError || err instanceof oidc.AuthorizationResponseError) {
    const code = err.error;
    if (END_SESSION.has(code)) return 'end_session';
    if (RETRY.has(code) || (err instanceof oidc.ResponseBodyError && err.status >= 500)) return 'retry';
    // invalid_client, unauthorized_client, invalid_request and anything unknown: keep the user's tokens.
    return 'configuration';
  }
  // Network failures, timeouts, unreadable answers.
  return 'retry';
}

/** Entra's code and the first line of its description (AADSTS7000222: ...), for logs and the alarm. */
export function refreshErrorDetail(err: unknown): string {
  if (err instanceof oidc.ResponseBodyError || err instanceof oidc.AuthorizationResponseError) {
    const description = err.error_description?.split(/\r?\n/)[0]?.trim();
    return description ? `${err.error}: ${description}` : err.error;
  }
  return err instanceof Error ? err.message : String(err);
}
