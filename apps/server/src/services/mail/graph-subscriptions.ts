import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { GraphNotification } from '@triage/contracts';
import { GraphMailbox, GraphRequestError } from '@triage/mail';
import { withAdvisoryLock } from '../../db/advisory-lock.js';
import { connections } from '../../db/schema/index.js';
import type { Runtime } from '../../runtime.js';
import { ensureMailboxConnection } from './mailbox-connection.js';

/** Graph allows mail subscriptions of up to 4230 minutes; renew well before. */
const LIFETIME_MS = 2 * 24 * 60 * 60 * 1000;
const RENEW_BEFORE_MS = 12 * 60 * 60 * 1000;

export const WEBHOOK_PATH = '/api/webhooks/graph';
/** Lifecycle notifications (reauthorizationRequired, subscriptionRemoved, missed); under WEBHOOK_PATH so the same rules apply. */
export const LIFECYCLE_PATH = `${WEBHOOK_PATH}/lifecycle`;

/** The user's Graph mailbox; null for a local mailbox, which has no change notifications. */
function graphMailboxOf(runtime: Runtime, userId: string): GraphMailbox | null {
  const mailbox = runtime.mailboxes.forUser(userId);
  return mailbox instanceof GraphMailbox ? mailbox : null;
}

const expiry = () => new Date(Date.now() + LIFETIME_MS).toISOString();

/**
 * With WEBHOOK_BASE_URL set (a public HTTPS address Microsoft can reach), each
 * Microsoft mailbox keeps a change-notification subscription on its inbox, so
 * new mail is synced within seconds instead of at the next poll.
 */
export async function ensureSubscription(runtime: Runtime, userId: string): Promise<void> {
  const base = runtime.env.WEBHOOK_BASE_URL;
  const graph = graphMailboxOf(runtime, userId);
  if (!base || !graph) return;
  await withSubscriptionLock(runtime, userId, () => keepSubscription(runtime, userId, graph, base));
}

/**
 * One change to a user's subscription at a time, in any process: a sync's closing check and a
 * lifecycle notice handled together would each create one, and the second's secret would replace the
 * first's, so Graph's notices for the first would no longer be trusted.
 */
function withSubscriptionLock(runtime: Runtime, userId: string, work: () => Promise<void>): Promise<void> {
  return withAdvisoryLock(runtime.database.pool, `graph-subscription:${userId}`, work);
}

async function keepSubscription(runtime: Runtime, userId: string, graph: GraphMailbox, base: string): Promise<void> {
  const connection = await ensureMailboxConnection(runtime.database.db, userId, 'microsoft');
  const expiresAt = connection.subscriptionExpiresAt?.getTime() ?? 0;
  if (connection.subscriptionId && expiresAt - Date.now() > RENEW_BEFORE_MS) return;
  if (connection.subscriptionId) {
    try {
      const renewed = await graph.renewSubscription(connection.subscriptionId, expiry());
      await save(runtime, userId, connection.subscriptionId, renewed.expirationDateTime, connection.subscriptionSecret!);
      return;
    } catch (err) {
      // Gone on Graph's side (expired, removed): make a new one; anything else is worth a later retry.
      if (!(err instanceof GraphRequestError && err.status === 404)) throw err;
    }
  }
  const secret = randomBytes(24).toString('base64url');
  const created = await graph.subscribe({
    changeType: 'created',
    notificationUrl: new URL(WEBHOOK_PATH, base).href,
    lifecycleNotificationUrl: new URL(LIFECYCLE_PATH, base).href,
    resource: "me/mailFolders('inbox')/messages",
    expirationDateTime: expiry(),
    clientState: secret,
  });
  await save(runtime, userId, created.id, created.expirationDateTime, secret);
}

/** Graph removed `removedId`: a new subscription replaces it, unless another process already did. */
async function replaceRemoved(runtime: Runtime, userId: string, graph: GraphMailbox, removedId: string): Promise<void> {
  const base = runtime.env.WEBHOOK_BASE_URL;
  if (!base) return;
  await withSubscriptionLock(runtime, userId, async () => {
    await runtime.database.db
      .update(connections)
      .set({ subscriptionId: null, subscriptionExpiresAt: null, subscriptionSecret: null })
      .where(and(eq(connections.userId, userId), eq(connections.kind, 'mailbox'), eq(connections.subscriptionId, removedId)));
    await keepSubscription(runtime, userId, graph, base);
  });
}

async function save(runtime: Runtime, userId: string, id: string | null, expiry: string | null, secret: string | null): Promise<void> {
  await runtime.database.db
    .update(connections)
    .set({ subscriptionId: id, subscriptionExpiresAt: expiry ? new Date(expiry) : null, subscriptionSecret: secret })
    .where(and(eq(connections.userId, userId), eq(connections.kind, 'mailbox')));
}

/** The user a notification belongs to, when its clientState matches its subscription's secret (constant time). */
async function trustedUser(runtime: Runtime, n: GraphNotification): Promise<string | null> {
  if (n.clientState === undefined) return null;
  const [row] = await runtime.database.db
    .select({ userId: connections.userId, secret: connections.subscriptionSecret })
    .from(connections)
    .where(eq(connections.subscriptionId, n.subscriptionId));
  if (!row?.secret) return null;
  const given = Buffer.from(n.clientState);
  const expected = Buffer.from(row.secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? row.userId : null;
}

/** Graph batches notifications; more than 100 in one delivery is not Graph, and each costs a lookup. */
const MAX_NOTIFICATIONS = 100;

/** A notification is trusted only when its clientState matches the secret of its subscription. */
export async function handleNotifications(runtime: Runtime, notifications: GraphNotification[]): Promise<number> {
  const users = new Set<string>();
  for (const n of notifications.slice(0, MAX_NOTIFICATIONS)) {
    const userId = await trustedUser(runtime, n);
    if (userId) users.add(userId);
  }
  for (const userId of users) await runtime.jobs.requestSync(userId, 'notification');
  return users.size;
}

/**
 * Lifecycle notifications keep a subscription from dying silently:
 * - reauthorizationRequired: Graph wants fresh credentials: a renewal (with the user's current token) gives them;
 * - subscriptionRemoved: Graph dropped it (credentials revoked, too many failed deliveries): a new one, then a sync;
 * - missed: notifications were lost: a sync catches up.
 */
export async function handleLifecycle(runtime: Runtime, notifications: GraphNotification[], log: (msg: string) => void): Promise<number> {
  let handled = 0;
  for (const n of notifications.slice(0, MAX_NOTIFICATIONS)) {
    const userId = await trustedUser(runtime, n);
    if (!userId) continue;
    handled++;
    try {
      const graph = graphMailboxOf(runtime, userId);
      if (n.lifecycleEvent === 'reauthorizationRequired' && graph) {
        const renewed = await graph.renewSubscription(n.subscriptionId, expiry());
        await runtime.database.db
          .update(connections)
          .set({ subscriptionExpiresAt: new Date(renewed.expirationDateTime) })
          .where(eq(connections.subscriptionId, n.subscriptionId));
      } else if (n.lifecycleEvent === 'subscriptionRemoved' && graph) {
        await replaceRemoved(runtime, userId, graph, n.subscriptionId);
        await runtime.jobs.requestSync(userId, 'notification');
      } else if (n.lifecycleEvent === 'missed') {
        await runtime.jobs.requestSync(userId, 'notification');
      }
    } catch (err) {
      // The regular sync re-creates what is missing; polling covers the gap meanwhile.
      log(`lifecycle ${String(n.lifecycleEvent)} for ${userId}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return handled;
}
