import { eq } from 'drizzle-orm';
import { CONNECTION_PROBLEMS } from '@triage/contracts';
import * as oidc from 'openid-client';
import type { Db } from '../../db/client.js';
import { providerTokens, sessions } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { clearProblem, markProblem } from '../../services/mail/connection-state.js';
import type { TokenCrypto } from '../token-crypto.js';
import type { OidcClient } from './oidc-client.js';
import { classifyRefreshError, refreshErrorDetail } from './refresh-errors.js';

/** Refresh this long before expiry, so a token never runs out mid-request. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;
const REFRESH_ATTEMPTS = 4;
const FIRST_BACKOFF_MS = 200;

const NO_GRAPH_TOKEN = 'No Microsoft Graph token available';

export type TokenSet = { accessToken: string; refreshToken?: string; expiresIn?: number; scope?: string };

/**
 * Entra refused the app registration itself (invalid_client: an expired or wrong secret): the
 * user's tokens are kept, their sync is paused and the administrator is alarmed.
 */
export class ProviderConfigurationError extends HttpError {
  constructor(readonly detail: string) {
    super(503, 'provider_configuration', CONNECTION_PROBLEMS.app_configuration);
  }
}

export type ConfigurationAlarm = (userId: string, detail: string) => void;

export class ProviderTokenStore {
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(
    private readonly db: Db,
    private readonly crypto: TokenCrypto,
    private readonly oidcClient: OidcClient,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
    /** Told when Entra refuses the app registration (the log's configuration alarm). */
    private readonly onConfigurationError: ConfigurationAlarm = () => undefined,
  ) {}

  async save(userId: string, tokens: TokenSet): Promise<void> {
    const values = {
      accessTokenEnc: this.crypto.encrypt(tokens.accessToken),
      refreshTokenEnc: tokens.refreshToken ? this.crypto.encrypt(tokens.refreshToken) : null,
      scope: tokens.scope ?? null,
      expiresAt: new Date(Date.now() + (tokens.expiresIn ?? 3600) * 1000),
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
        // The registration works again (a new secret): this user's paused sync resumes.
        await clearProblem(this.db, userId, ['app_configuration']);
        return response.access_token;
      } catch (err) {
        const failure = classifyRefreshError(err);
        if (failure === 'end_session') {
          await this.endSession(userId);
          throw new HttpError(401, 'session_ended', 'Your Microsoft sign-in has expired. Please sign in again.');
        }
        if (failure === 'configuration') {
          const detail = refreshErrorDetail(err);
          await markProblem(this.db, userId, 'app_configuration', detail);
          this.onConfigurationError(userId, detail);
          throw new ProviderConfigurationError(detail);
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
