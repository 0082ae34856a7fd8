import { MICROSOFT_SIGN_IN_TEXTS } from '@triage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MICROSOFT_SCOPES } from '../../src/auth/microsoft/oidc-client.js';
import { ENTRA_FAILURES, startOidcTestProvider, type OidcTestProvider } from '../support/oidc-test-provider.js';
import { signInThroughProvider } from '../support/microsoft-sign-in.js';
import { createTestApp, ORIGIN, type TestApp } from '../helpers/test-app.js';

const askAdmin = (location: string) => {
  const url = new URL(location, ORIGIN);
  return (
    url.pathname === '/auth/callback' &&
    url.searchParams.get('error') === 'admin_consent_required' &&
    url.searchParams.get('error_description') === MICROSOFT_SIGN_IN_TEXTS.adminConsent
  );
};

describe('consent: an administrator must approve mail permissions', () => {
  let idp: OidcTestProvider;
  let t: TestApp;

  beforeAll(async () => {
    idp = await startOidcTestProvider({ redirectUris: [`${ORIGIN}/auth/callback`] });
    t = await createTestApp({
      MS_TENANT_ID: 'contoso',
      MS_CLIENT_ID: idp.clientId,
      MS_CLIENT_SECRET: idp.clientSecret,
      MS_AUTHORITY: idp.issuer,
      TOKEN_ENCRYPTION_KEY: 'f'.repeat(64),
    });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  it('asks only for the scopes the code uses', async () => {
    const start = await t.anonymous.get('/auth/microsoft/sign-in');
    const scope = new URL(start.headers.location as string).searchParams.get('scope')!.split(' ').sort();
    expect(scope).toEqual(
      ['email', 'openid', 'profile', 'offline_access', 'User.Read', 'Mail.ReadWrite', 'Mail.Send', 'Tasks.ReadWrite'].sort(),
    );
    expect(MICROSOFT_SCOPES).toHaveLength(8);
  });

  it("shows 'Ask your administrator' when Entra refuses user consent at the callback", async () => {
    for (const query of [
      'error=consent_required&error_description=AADSTS65001%3A+The+user+or+administrator+has+not+consented+to+use+the+application.',
      'error=access_denied&error_description=AADSTS90094%3A+The+grant+requires+admin+permission.',
    ]) {
      const res = await t.anonymous.get(`/auth/callback?${query}&state=s`);
      expect(res.statusCode).toBe(302);
      expect(askAdmin(res.headers.location as string)).toBe(true);
    }
    // Any other refusal keeps the generic error screen.
    const cancelled = await t.anonymous.get('/auth/callback?error=access_denied&error_description=User%20cancelled&state=s');
    expect(cancelled.headers.location).toBe('/auth/callback?error=access_denied&error_description=User+cancelled');
  });

  it("shows 'Ask your administrator' when the code exchange answers AADSTS65001", async () => {
    idp.failTokenRequests(ENTRA_FAILURES.consentRevoked);
    const { cookie, location } = await signInThroughProvider(t);
    expect(cookie).toBeNull();
    expect(askAdmin(location)).toBe(true);
  });

  it('serves the admin consent link for the same authority, app and callback', async () => {
    const res = await t.anonymous.get('/auth/microsoft/admin-consent');
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/v2.0/adminconsent`);
    expect(url.searchParams.get('client_id')).toBe(idp.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/auth/callback`);
    expect(url.searchParams.get('scope')).toBe('https://graph.microsoft.com/.default');
  });

  it('returns an administrator who granted consent to the app', async () => {
    const res = await t.anonymous.get('/auth/callback?admin_consent=True&tenant=72f988bf-86f1-41af-91ab-2d7cd011db47&state=');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});
