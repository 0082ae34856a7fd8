import path from 'node:path';
import { GraphMailbox, LocalMailbox, type MailProvider } from '@triage/mail';
import type { ProviderTokenStore } from '../../auth/microsoft/provider-tokens.js';
import type { Env } from '../../env.js';
import { LOCAL_USER } from '../users/users-service.js';
import type { SmtpSender } from './smtp-sender.js';

export type MailboxFactory = {
  providerName: 'local' | 'microsoft';
  /** The mailbox of the user: the local folder, or their Microsoft 365 mailbox through Graph. */
  forUser(userId: string): MailProvider;
};

/** Messages per Graph delta page (Prefer: odata.maxpagesize); a 504 still shrinks it (GraphMailbox). */
const DELTA_PAGE_SIZE = 200;

export const localMailboxDir = (env: Env) => path.resolve(env.DATA_DIR, 'mailbox');
export const localOutboxDir = (env: Env) => path.resolve(env.DATA_DIR, 'outbox');

export function createMailboxFactory(env: Env, tokens: ProviderTokenStore | null, smtp: SmtpSender | null): MailboxFactory {
  if (env.AUTH_MODE === 'microsoft') {
    if (!tokens) throw new Error('Microsoft mode needs the provider token store');
    return {
      providerName: 'microsoft',
      forUser: (userId) =>
        new GraphMailbox({
          baseUrl: env.GRAPH_BASE_URL,
          // Fewer, larger delta pages: each is one round trip and one transaction (docs/performance.md, Sync).
          deltaPageSize: DELTA_PAGE_SIZE,
          getAccessToken: () => tokens.accessToken(userId),
          onUnauthorized: () => tokens.refresh(userId),
        }),
    };
  }
  const local = new LocalMailbox({
    dir: localMailboxDir(env),
    outboxDir: localOutboxDir(env),
    profile: { id: LOCAL_USER.id, email: LOCAL_USER.email, name: LOCAL_USER.name },
    ...(smtp ? { sendRaw: smtp.sendRaw } : {}),
  });
  return { providerName: 'local', forUser: () => local };
}
