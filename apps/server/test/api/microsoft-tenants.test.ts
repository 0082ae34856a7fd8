import { MICROSOFT_SIGN_IN_TEXTS } from '@triage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema/index.js';
import { startOidcTestProvider, TEST_TENANT_ID, type OidcTestProvider } from '../support/oidc-test-provider.js';
import { signInThroughProvider } from '../support/microsoft-sign-in.js';
import { clientFor, createTestApp, ORIGIN, type TestApp } from '../helpers/test-app.js';

const refusal = `/auth/callback?${new URLSearchParams({ error: 'tenant_not_allowed', error_description: MICROSOFT_SIGN_IN_TEXTS.tenantNotAllowed })}`;

describe('multi-tenant sign-in (MS_TENANT_ID=organizations) and ALLOWED_TENANT_IDS', () => {
  let idp: OidcTestProvider;
  const apps: TestApp[] = [];
  const app = async (allowed: string | undefined) => {
    const t = await createTestApp({
      MS_TENANT_ID: 'organizations',
      MS_CLIENT_ID: idp.clientId,
      MS_CLIENT_SECRET: idp.clientSecret,
      MS_AUTHORITY: idp.issuer,
      TOKEN_ENCRYPTION_KEY: '1'.repeat(64),
      ...(allowed === undefined ? {} : { ALLOWED_TENANT_IDS: allowed }),
    });
    apps.push(t);
    return t;
  };

  beforeAll(async () => {
    idp = await startOidcTestProvider({ redirectUris: [`${ORIGIN}/auth/callback`] });
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await idp?.close();
  });

  it('lets nobody in while the list is empty (fail closed)', async () => {
    const t = await app(undefined);
    const { cookie, location } = await signInThroughProvider(t);
    expect(cookie).toBeNull();
    expect(location).toBe(refusal);
    expect(await t.database.db.select().from(users)).toHaveLength(0);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });

  it('refuses an organisation that is not on the list', async () => {
    const t = await app('0f3b1f2e-1111-4c55-9d2e-000000000001, 0f3b1f2e-2222-4c55-9d2e-000000000002');
    const { cookie, location } = await signInThroughProvider(t);
    expect(cookie).toBeNull();
    expect(location).toBe(refusal);
  });

  it('signs in a listed organisation and keys the user on tenant and object id', async () => {
    const t = await app(`0f3b1f2e-1111-4c55-9d2e-000000000001,${TEST_TENANT_ID.toUpperCase()}`);
    const { cookie } = await signInThroughProvider(t);
    expect(cookie).not.toBeNull();
    expect((await clientFor(t.app, cookie!).get('/auth/me')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users);
    expect(row).toMatchObject({ microsoftId: idp.account.id, tenantId: TEST_TENANT_ID });
  });
});
