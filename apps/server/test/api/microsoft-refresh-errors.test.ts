import { eq } from 'drizzle-orm';
import { CONNECTION_PROBLEMS } from '@triage/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerTokens, sessions } from '../../src/db/schema/index.js';
import { requestDueSyncs } from '../../src/jobs/sync-scheduler.js';
import { ENTRA_FAILURES, startOidcTestProvider, type OidcTestProvider } from '../support/oidc-test-provider.js';
import { signInThroughProvider } from '../support/microsoft-sign-in.js';
import { clientFor, createTestApp, ORIGIN, type TestApp } from '../helpers/test-app.js';

const USER = '5e1f0c1a-7a1b-4c55-9d2e-6b0f3d1a2c11';

describe('token refresh failures, by OAuth error code', () => {
  let idp: OidcTestProvider;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    idp = await startOidcTestProvider({ redirectUris: [`${ORIGIN}/auth/callback`] });
    t = await createTestApp({
      MS_TENANT_ID: 'contoso',
      MS_CLIENT_ID: idp.clientId,
      MS_CLIENT_SECRET: idp.clientSecret,
      MS_AUTHORITY: idp.issuer,
      TOKEN_ENCRYPTION_KEY: 'c'.repeat(64),
    });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });
  beforeEach(async () => {
    cookie = (await signInThroughProvider(t)).cookie!;
  });

  const status = async () => (await clientFor(t.app, cookie).get('/api/v1/sync/status')).json();

  it('keeps every token and session when Entra refuses the client secret, and pauses sync with an alarm', async () => {
    for (const refused of [ENTRA_FAILURES.expiredSecret, ENTRA_FAILURES.wrongSecret]) {
      idp.failTokenRequests(refused);
      await expect(t.runtime.tokens!.refresh(USER)).rejects.toMatchObject({
        statusCode: 503,
        message: CONNECTION_PROBLEMS.app_configuration,
      });
      expect(await t.database.db.select().from(providerTokens).where(eq(providerTokens.userId, USER))).toHaveLength(1);
      expect((await t.database.db.select().from(sessions).where(eq(sessions.userId, USER))).length).toBeGreaterThan(0);
      expect((await clientFor(t.app, cookie).get('/auth/me')).statusCode).toBe(200);
      const shown = await status();
      expect(shown.problem).toMatchObject({ kind: 'app_configuration', message: CONNECTION_PROBLEMS.app_configuration });
      expect(shown.problem.detail).toContain(refused.body.error_description.slice(0, 14));
      expect(shown.nextSync).toBeNull();
      expect(await requestDueSyncs(t.runtime)).not.toContain(USER);
    }
    // A refresh that works again (the secret was renewed) lifts the alarm.
    await t.runtime.tokens!.refresh(USER);
    expect((await status()).problem).toBeNull();
    expect(await requestDueSyncs(t.runtime)).toContain(USER);
  });

  it('retries a busy or failing identity provider (and a WWW-Authenticate challenge) and then succeeds', async () => {
    const before = await t.runtime.tokens!.accessToken(USER);
    idp.failTokenRequests(ENTRA_FAILURES.busy, ENTRA_FAILURES.outage, ENTRA_FAILURES.challenge);
    const requests = idp.tokenRequests;
    const fresh = await t.runtime.tokens!.refresh(USER);
    expect(fresh).not.toBe(before);
    expect(idp.tokenRequests - requests).toBe(4);
    expect((await clientFor(t.app, cookie).get('/auth/me')).statusCode).toBe(200);
  });

  it('ends the session when the grant itself is gone (consent revoked, MFA now required)', async () => {
    for (const refused of [ENTRA_FAILURES.consentRevoked, ENTRA_FAILURES.mfaRequired]) {
      idp.failTokenRequests(refused);
      await expect(t.runtime.tokens!.refresh(USER)).rejects.toMatchObject({ statusCode: 401 });
      expect(await t.database.db.select().from(providerTokens).where(eq(providerTokens.userId, USER))).toHaveLength(0);
      expect((await clientFor(t.app, cookie).get('/auth/me')).statusCode).toBe(401);
      cookie = (await signInThroughProvider(t)).cookie!;
    }
  });
});
