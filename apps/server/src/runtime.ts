import { randomBytes } from 'node:crypto';
import { OidcClient } from './auth/microsoft/oidc-client.js';
import { ProviderTokenStore } from './auth/microsoft/provider-tokens.js';
import { TokenCrypto } from './auth/token-crypto.js';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import { JobQueue } from './jobs/job-queue.js';
import { readOrCreateSecret } from './secrets.js';
import { createMailboxFactory, type MailboxFactory } from './services/mail/mailbox-factory.js';
import { createSmtpSender } from './services/mail/smtp-sender.js';

/** Everything a request handler or a job needs besides the request: built once per process. */
export type Runtime = {
  env: Env;
  database: Database;
  crypto: TokenCrypto;
  oidc: OidcClient | null;
  tokens: ProviderTokenStore | null;
  mailboxes: MailboxFactory;
  jobs: JobQueue;
};

export async function createRuntime(env: Env, database: Database, databaseUrl: string, onJobError: (err: Error) => void): Promise<Runtime> {
  const keyText =
    env.TOKEN_ENCRYPTION_KEY ?? (await readOrCreateSecret(env.DATA_DIR, 'token-encryption-key', () => randomBytes(32).toString('hex')));
  const crypto = TokenCrypto.fromText(keyText);
  const oidc = env.AUTH_MODE === 'microsoft' ? new OidcClient(env) : null;
  const tokens = oidc
    ? new ProviderTokenStore(database.db, crypto, oidc, undefined, (userId, detail) =>
        onJobError(
          new Error(
            `Configuration alarm: Microsoft refused the app registration refreshing ${userId}'s token (${detail}); check MS_CLIENT_ID and MS_CLIENT_SECRET`,
          ),
        ),
      )
    : null;
  const mailboxes = createMailboxFactory(env, tokens, createSmtpSender(env.SMTP_URL));
  const jobs = await JobQueue.start(databaseUrl, onJobError);
  return { env, database, crypto, oidc, tokens, mailboxes, jobs };
}
