import { createHash, timingSafeEqual } from 'node:crypto';
import type { IDToken } from 'openid-client';
import { ERRORS } from '@triage/contracts';
import { AttemptLimiter } from '../../auth/attempt-limiter.js';
import type { ProviderTokenStore, TokenSet } from '../../auth/microsoft/provider-tokens.js';
import type { SessionStore } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import { HttpError, unauthorized } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { clearProblem } from '../mail/connection-state.js';
import { seedDemoProjects } from '../mail/demo-seed.js';
import { ensureMailboxConnection } from '../mail/mailbox-connection.js';
import { upsertMicrosoftUser } from './microsoft-user.js';
import { ensureUserCreated, LOCAL_USER, publicUser } from './users-service.js';

type SignInDeps = { db: Db; sessions: SessionStore; jobs: Pick<JobQueue, 'requestSync'> };
/** The signed-in user as the API shows them, and the session token for the cookie. */
type SignedIn = { user: ReturnType<typeof publicUser>; token: string };

/**
 * What every sign-in ends with: the user's mailbox connection, a sync, and a session. A new
 * sign-in is the user's way to retry a mailbox that was unsupported or whose app registration was
 * refused, so the connection's problem is cleared.
 */
async function startSession(deps: SignInDeps, userId: string, provider: 'local' | 'microsoft'): Promise<string> {
  await ensureMailboxConnection(deps.db, userId, provider);
  await clearProblem(deps.db, userId);
  await deps.jobs.requestSync(userId, 'sign-in');
  return (await deps.sessions.create(userId)).token;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Local sign-in: one click, or LOCAL_PASSWORD when set, with 10 attempts a minute per client
 * (docs/behaviour.md, Access and permissions). The first sign-in creates the local user with the demo projects.
 */
export function localSignIn(deps: SignInDeps & { password: string | undefined }) {
  const limiter = new AttemptLimiter({ perClient: 10, global: 100, windowMs: 60_000, maxClients: 10_000 });
  return async (given: string | undefined, client: string): Promise<SignedIn> => {
    if (deps.password) {
      if (limiter.blocked(client)) throw new HttpError(429, 'rate_limited', 'Too many attempts. Try again in a minute.');
      if (!given) throw unauthorized(ERRORS.passwordRequired);
      // Digests have equal lengths, so the comparison takes the same time whatever was typed.
      if (!timingSafeEqual(digest(given), digest(deps.password))) {
        limiter.fail(client);
        throw unauthorized(ERRORS.wrongPassword);
      }
      limiter.succeed(client);
    }
    const { row: user, created } = await ensureUserCreated(deps.db, { ...LOCAL_USER });
    if (created) await seedDemoProjects(deps.db, user.id);
    return { user: publicUser(user), token: await startSession(deps, user.id, 'local') };
  };
}

/** Microsoft sign-in once the OpenID provider vouched for the user: their row, their Graph tokens, a session. */
export async function microsoftSignIn(
  deps: SignInDeps & { tokens: ProviderTokenStore },
  claims: IDToken,
  grant: TokenSet,
): Promise<SignedIn> {
  const user = await upsertMicrosoftUser(deps.db, claims);
  await deps.tokens.save(user.id, grant);
  return { user: publicUser(user), token: await startSession(deps, user.id, 'microsoft') };
}
