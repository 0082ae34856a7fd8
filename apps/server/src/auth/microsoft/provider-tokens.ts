import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Db } from '../../db/client.js';
import { providerTokens, sessions } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import type { TokenCrypto } from '../token-crypto.js';
import type { OidcClient } from './oidc-client.js';

/** Refresh this long before expiry, so a token never runs out mid-request. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;
const REFRESH_ATTEMPTS = 4;
const FIRST_BACKOFF_MS = 200;

export const NO_GRAPH_TOKEN = 'No Microsoft Graph token available';

export type TokenSet = { accessToken: string; refreshToken?: string; expiresIn?: number; scope?: string };

function retryable(err: unknown): boolean {
  if (err instanceof oidc.ResponseBodyError) return err.status >= 500;
  // Network failures and timeouts are worth another try; an OAuth error answer (invalid_grant ...) is not.
  return !(err instanceof oidc.AuthorizationResponseError);
}

export class ProviderTokenStore {
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(
    private readonly db: Db,
    private readonly crypto: TokenCrypto,
    private readonly oidcClient: OidcClient,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  async save(userId: string, tokens: TokenSet): Promise<void> {
    const values = {
      accessTokenEnc: this.crypto.encrypt(tokens.accessToken),
      refreshTokenEnc: tokens.refreshToken ? this.crypto.encrypt(tokens.refreshToken) : null,
      scope: tokens.scope ?? null,
      expiresAt: new Date(Date.now() + (tokens.expiresIn ?? 3600) * 1000),
      updatedAt: new Date(),
    };
    await this.db
      .insert(providerTokens)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: providerTokens.userId,
        // Providers may omit the refresh token on refresh: keep the one we have.
        set: values.refreshTokenEnc ? values : { ...values, refreshTokenEnc: undefined },
      });
  }

  async has(userId: string): Promise<boolean> {
    const [row] = await this.db.select({ userId: providerTokens.userId }).from(providerTokens).where(eq(providerTokens.userId, userId));
    return Boolean(row);
  }

  /** A valid access token, refreshed first when it is close to expiry. */
  async accessToken(userId: string): Promise<string> {
    const [row] = await this.db.select().from(providerTokens).where(eq(providerTokens.userId, userId));
    if (!row) throw new HttpError(401, 'no_graph_token', NO_GRAPH_TOKEN);
    if (row.expiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS) return this.crypto.decrypt(row.accessTokenEnc);
    return this.refresh(userId);
  }

  /** Refreshes once per user at a time; concurrent callers share the result. */
  refresh(userId: string): Promise<string> {
    const running = this.inFlight.get(userId);
    if (running) return running;
    const task = this.doRefresh(userId).finally(() => this.inFlight.delete(userId));
    this.inFlight.set(userId, task);
    return task;
  }

  private async doRefresh(userId: string): Promise<string> {
    const [row] = await this.db.select().from(providerTokens).where(eq(providerTokens.userId, userId));
    if (!row?.refreshTokenEnc) throw new HttpError(401, 'no_graph_token', NO_GRAPH_TOKEN);
    const refreshToken = this.crypto.decrypt(row.refreshTokenEnc);
    const config = await this.oidcClient.configuration();
    let delay = FIRST_BACKOFF_MS;
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await oidc.refreshTokenGrant(config, refreshToken);
        await this.save(userId, {
          accessToken: response.access_token,
          refreshToken: response.refresh_token,
          expiresIn: response.expires_in,
          scope: response.scope,
        });
        return response.access_token;
      } catch (err) {
        if (!retryable(err)) {
          await this.endSession(userId);
          throw new HttpError(401, 'session_ended', 'Your Microsoft sign-in has expired. Please sign in again.');
        }
        if (attempt >= REFRESH_ATTEMPTS) throw err;
        await this.sleep(delay);
        delay *= 2;
      }
    }
  }

  /** A refresh token the provider refuses is final: forget it and sign the user out everywhere. */
  private async endSession(userId: string): Promise<void> {
    await this.db.delete(providerTokens).where(eq(providerTokens.userId, userId));
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }
}
