import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { MICROSOFT_SIGN_IN_ERRORS, MICROSOFT_SIGN_IN_TEXTS } from '@triage/contracts';
import { FLOW_COOKIE, FLOW_COOKIE_MAX_AGE, openFlow, sealFlow } from '../../auth/microsoft/flow-cookie.js';
import { adminConsentUrl, needsAdminConsent } from '../../auth/microsoft/admin-consent.js';
import { MICROSOFT_SCOPES } from '../../auth/microsoft/oidc-client.js';
import { qualifyScopes } from '../../auth/microsoft/national-clouds.js';
import { tenantAllowed } from '../../auth/microsoft/tenants.js';
import { cookieSecurity, setSessionCookie } from '../../auth/sessions.js';
import { microsoftSignIn } from '../../services/users/sign-in-service.js';
import type { RouteDeps } from '../index.js';

function origin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.headers.host}`;
}

const failure = (error: string, description: string) => `/auth/callback?${new URLSearchParams({ error, error_description: description })}`;
const adminConsentRequired = failure(MICROSOFT_SIGN_IN_ERRORS.adminConsentRequired, MICROSOFT_SIGN_IN_TEXTS.adminConsent);

/**
 * Microsoft sign-in: authorization code + PKCE, the server as the OAuth
 * client. The provider returns to /auth/callback; success continues at
 * /auth/redirect (the app then loads and mail sync has started), failure
 * shows the spec's 'Authentication Error' screen at /auth/callback.
 */
export const microsoftRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, sessions, runtime }) => {
  const { oidc: client, tokens, crypto, jobs } = runtime;
  const cookieBase = cookieSecurity(runtime.env);
  if (!client || !tokens) return;

  app.get('/auth/microsoft/sign-in', { schema: { tags: ['auth'], hide: false } }, async (request, reply) => {
    const config = await client.configuration();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${origin(request, runtime.env.PUBLIC_URL)}/auth/callback`,
      scope: qualifyScopes(runtime.env, MICROSOFT_SCOPES).join(' '),
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      prompt: 'select_account',
    });
    reply.setCookie(FLOW_COOKIE, sealFlow(crypto, { state, nonce, verifier, returnTo: '/' }), {
      ...cookieBase,
      maxAge: FLOW_COOKIE_MAX_AGE,
    });
    return reply.redirect(url.href);
  });

  // Public: the 'Ask your administrator' screen shows it; built here so a crafted URL cannot swap the link.
  app.get('/auth/microsoft/admin-consent', { schema: { tags: ['auth'] } }, async (request) => ({
    url: adminConsentUrl(runtime.env, origin(request, runtime.env.PUBLIC_URL)),
  }));

  app.get('/auth/callback', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    // An administrator approved Triage for the organisation (the /adminconsent link): users may sign in now.
    if (query.admin_consent !== undefined && !query.error) return reply.redirect('/');
    if (needsAdminConsent(query.error, query.error_description)) return reply.redirect(adminConsentRequired);
    if (query.error) return reply.redirect(failure(query.error, query.error_description ?? 'Sign-in was cancelled'));
    const flow = openFlow(crypto, request.cookies[FLOW_COOKIE]);
    reply.clearCookie(FLOW_COOKIE, cookieBase);
    if (!flow) return reply.redirect(failure('invalid_request', 'The sign-in expired or was started elsewhere. Please try again.'));
    try {
      const config = await client.configuration();
      const base = origin(request, runtime.env.PUBLIC_URL);
      const response = await oidc.authorizationCodeGrant(config, new URL(request.url, base), {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = response.claims()!;
      if (!tenantAllowed(runtime.env, claims.tid)) {
        request.log.warn({ tid: claims.tid }, 'Microsoft sign-in refused: tenant not in ALLOWED_TENANT_IDS');
        return reply.redirect(failure(MICROSOFT_SIGN_IN_ERRORS.tenantNotAllowed, MICROSOFT_SIGN_IN_TEXTS.tenantNotAllowed));
      }
      const { token } = await microsoftSignIn({ db, sessions, jobs, tokens }, claims, {
        accessToken: response.access_token,
        refreshToken: response.refresh_token,
        expiresIn: response.expires_in,
        scope: response.scope,
      });
      setSessionCookie(reply, runtime.env, token);
      return reply.redirect('/auth/redirect');
    } catch (err) {
      request.log.warn({ err }, 'Microsoft sign-in failed');
      if (err instanceof oidc.ResponseBodyError && needsAdminConsent(err.error, err.error_description))
        return reply.redirect(adminConsentRequired);
      const description = err instanceof Error ? err.message : 'Sign-in failed';
      return reply.redirect(failure('sign_in_failed', description));
    }
  });
};
