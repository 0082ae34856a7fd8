import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestAccount = { id: string; email: string; name: string; tenantId?: string };

/** The tenant (tid) test accounts belong to unless they say otherwise. */
export const TEST_TENANT_ID = '72f988bf-86f1-41af-91ab-2d7cd011db47';

export type TokenFailure = { status: number; body?: Record<string, string>; headers?: Record<string, string> };

/** Entra's answers to a refresh it refuses or cannot serve (bodies as Entra words them). */
export const ENTRA_FAILURES = {
  expiredSecret: {
    status: 401,
    body: { error: 'invalid_client', error_description: 'AADSTS7000222: The provided client secret keys for app are expired.' },
  },
  wrongSecret: { status: 401, body: { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' } },
  busy: {
    status: 400,
    body: { error: 'temporarily_unavailable', error_description: 'AADSTS50196: The server is temporarily unavailable.' },
  },
  outage: { status: 503, body: { error: 'server_error', error_description: 'AADSTS90033: A transient error has occurred.' } },
  consentRevoked: {
    status: 400,
    body: {
      error: 'invalid_grant',
      error_description: 'AADSTS65001: The user or administrator has not consented to use the application.',
      suberror: 'consent_required',
    },
  },
  challenge: {
    status: 401,
    headers: { 'www-authenticate': 'Bearer realm="", error="temporarily_unavailable"' },
    body: { error: 'temporarily_unavailable' },
  },
  mfaRequired: {
    status: 400,
    body: {
      error: 'interaction_required',
      error_description: 'AADSTS50076: Due to a configuration change made by your administrator, you must use multi-factor authentication.',
    },
  },
} satisfies Record<string, TokenFailure>;

export type OidcTestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Makes the next token-endpoint refresh fail as Entra does for a revoked grant. */
  revokeRefreshTokens(): void;
  /** The next token-endpoint requests answer these, in order (Entra's error answers), then normally again. */
  failTokenRequests(...answers: TokenFailure[]): void;
  /** Token-endpoint requests received. */
  readonly tokenRequests: number;
  close(): Promise<void>;
};

/**
 * A real OpenID provider (oidc-provider) standing in for Microsoft Entra ID:
 * Entra's endpoint paths, PKCE required, client_secret_post, refresh tokens,
 * and an `oid` claim. Entra's prompt=select_account has no counterpart here;
 * it is served as prompt=consent so the login and consent screens still show.
 */
export async function startOidcTestProvider(options: {
  redirectUris: string[];
  account?: TestAccount;
}): Promise<OidcTestProvider & { account: TestAccount }> {
  const account: TestAccount = options.account ?? {
    id: '5e1f0c1a-7a1b-4c55-9d2e-6b0f3d1a2c11',
    email: 'ada@contoso.test',
    name: 'Ada Lovelace',
  };
  const clientId = 'triage-test-client';
  const clientSecret = 'triage-test-secret-0123456789abcdef';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let revoked = false;
  const failures: TokenFailure[] = [];
  let tokenRequests = 0;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    routes: {
      authorization: '/oauth2/v2.0/authorize',
      token: '/oauth2/v2.0/token',
      jwks: '/discovery/v2.0/keys',
      userinfo: '/oidc/userinfo',
      end_session: '/oauth2/v2.0/logout',
    },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'offline_access', 'User.Read', 'Mail.ReadWrite', 'Mail.Send', 'Tasks.ReadWrite'],
    claims: { openid: ['sub', 'oid', 'tid'], email: ['email'], profile: ['name', 'preferred_username'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        oid: account.id,
        tid: account.tenantId ?? TEST_TENANT_ID,
        email: account.email,
        name: account.name,
        preferred_username: account.email,
      }),
    }),
  });
  provider.proxy = false;

  const callback = provider.callback();
  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/oauth2/v2.0/authorize' && url.searchParams.get('prompt') === 'select_account') {
      url.searchParams.set('prompt', 'consent');
      req.url = `${url.pathname}${url.search}`;
    }
    const isToken = url.pathname === '/oauth2/v2.0/token' && req.method === 'POST';
    if (isToken) tokenRequests++;
    const failure = isToken ? failures.shift() : undefined;
    if (failure) {
      res.writeHead(failure.status, { 'content-type': 'application/json', ...failure.headers });
      res.end(JSON.stringify(failure.body ?? {}));
      return;
    }
    if (revoked && isToken) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_grant', error_description: 'AADSTS70008: The refresh token has expired.' }));
      return;
    }
    void callback(req, res);
  });

  return {
    issuer,
    account,
    clientId,
    clientSecret,
    revokeRefreshTokens: () => {
      revoked = true;
    },
    failTokenRequests: (...answers) => {
      failures.push(...answers);
    },
    get tokenRequests() {
      return tokenRequests;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
