import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerTokens, sessions, users } from '../../src/db/schema/index.js';
import { startOidcTestProvider, type OidcTestProvider } from '../support/oidc-test-provider.js';
import { loginThroughProvider } from '../support/provider-login.js';
import { clientFor, createTestApp, ORIGIN, type TestApp } from '../helpers/test-app.js';

const COOKIE_NAMES = ['triage_oauth', 'triage_session'];

function cookiesOf(res: { cookies: { name: string; value: string }[] }): Map<string, string> {
  return new Map(res.cookies.filter((c) => COOKIE_NAMES.includes(c.name)).map((c) => [c.name, c.value]));
}

describe('Microsoft sign-in against a real OpenID provider', () => {
  let idp: OidcTestProvider;
  let t: TestApp;

  beforeAll(async () => {
    idp = await startOidcTestProvider({ redirectUris: [`${ORIGIN}/auth/callback`] });
    t = await createTestApp({
      MS_TENANT_ID: 'contoso',
      MS_CLIENT_ID: idp.clientId,
      MS_CLIENT_SECRET: idp.clientSecret,
      MS_AUTHORITY: idp.issuer,
      TOKEN_ENCRYPTION_KEY: 'a'.repeat(64),
    });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  async function signIn(): Promise<string> {
    const start = await t.anonymous.get('/auth/microsoft/sign-in');
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.searchParams.get('prompt')).toBe('select_account');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('scope')).toContain('offline_access');
    expect(authorize.searchParams.get('scope')).toContain('Mail.Send');
    const flow = cookiesOf(start).get('triage_oauth')!;

    const back = new URL(await loginThroughProvider(authorize.href, `${ORIGIN}/auth/callback`));
    const done = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { host: 'localhost:3000', cookie: `triage_oauth=${flow}` },
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/auth/redirect');
    return `triage_session=${cookiesOf(done).get('triage_session')}`;
  }

  it('signs in, upserts the profile and keeps the provider tokens encrypted on the server', async () => {
    const cookie = await signIn();
    const me = await clientFor(t.app, cookie).get('/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'ada@contoso.test',
      name: 'Ada Lovelace',
      microsoftId: '5e1f0c1a-7a1b-4c55-9d2e-6b0f3d1a2c11',
    });
    expect(me.body).not.toMatch(/token/i);

    const [stored] = await t.database.db.select().from(providerTokens);
    expect(stored!.accessTokenEnc.startsWith('v1.')).toBe(true);
    expect(stored!.refreshTokenEnc).toBeTruthy();
    const plain = await t.runtime.tokens!.accessToken(stored!.userId);
    expect(stored!.accessTokenEnc).not.toContain(plain);

    // A second sign-in updates the same user row.
    await signIn();
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });

  it('refreshes the access token with the refresh token', async () => {
    const [stored] = await t.database.db.select().from(providerTokens);
    const before = await t.runtime.tokens!.accessToken(stored!.userId);
    const fresh = await t.runtime.tokens!.refresh(stored!.userId);
    expect(fresh).not.toBe(before);
    expect(await t.runtime.tokens!.accessToken(stored!.userId)).toBe(fresh);
  });

  it('shows the error screen when the flow is missing or the user cancels', async () => {
    const noFlow = await t.anonymous.get('/auth/callback?code=abc&state=xyz');
    expect(noFlow.statusCode).toBe(302);
    expect(noFlow.headers.location).toMatch(/^\/auth\/callback\?error=invalid_request&error_description=/);
    const cancelled = await t.anonymous.get('/auth/callback?error=access_denied&error_description=User%20cancelled&state=s');
    expect(cancelled.headers.location).toBe('/auth/callback?error=access_denied&error_description=User+cancelled');
  });

  it('ends every session when the provider refuses the refresh token', async () => {
    const cookie = await signIn();
    const [stored] = await t.database.db.select().from(providerTokens);
    idp.revokeRefreshTokens();
    await expect(t.runtime.tokens!.refresh(stored!.userId)).rejects.toThrow(/sign in again/);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, stored!.userId))).toHaveLength(0);
    expect((await clientFor(t.app, cookie).get('/auth/me')).statusCode).toBe(401);
    expect(await t.database.db.select().from(providerTokens)).toHaveLength(0);
  });

  it('offers no local sign-in in Microsoft mode', async () => {
    expect((await t.anonymous.get('/auth/config')).json()).toEqual({ mode: 'microsoft', passwordRequired: false });
    expect((await t.anonymous.post('/auth/local/sign-in', {})).statusCode).toBe(404);
  });
});
