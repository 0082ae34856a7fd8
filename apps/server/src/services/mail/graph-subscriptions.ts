import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { GraphRequestError, GraphSubscriptions } from '@triage/mail';
import { connections } from '../../db/schema/index.js';
import type { Runtime } from '../../runtime.js';
import { ensureMailboxConnection } from './mailbox-connection.js';

/** Graph allows mail subscriptions of up to 4230 minutes; renew well before. */
const LIFETIME_MS = 2 * 24 * 60 * 60 * 1000;
const RENEW_BEFORE_MS = 12 * 60 * 60 * 1000;

export const WEBHOOK_PATH = '/api/webhooks/graph';
/** Lifecycle notifications (reauthorizationRequired, subscriptionRemoved, missed); under WEBHOOK_PATH so the same rules apply. */
export const LIFECYCLE_PATH = `${WEBHOOK_PATH}/lifecycle`;

function subscriptionsOf(runtime: Runtime, userId: string): GraphSubscriptions {
  const tokens = runtime.tokens!;
  return new GraphSubscriptions({
    baseUrl: runtime.env.GRAPH_BASE_URL,
    getAccessToken: () => tokens.accessToken(userId),
    onUnauthorized: () => tokens.refresh(userId),
  });
}

const expiry = () => new Date(Date.now() + LIFETIME_MS).toISOString();

/**
 * With WEBHOOK_BASE_URL set (a public HTTPS address Microsoft can reach), each
 * Microsoft mailbox keeps a change-notification subscription on its inbox, so
 * new mail is synced within seconds instead of at the next poll.
 */
export async function ensureSubscription(runtime: Runtime, userId: string): Promise<void> {
  const base = runtime.env.WEBHOOK_BASE_URL;
  if (!base || !runtime.tokens) return;
  const connection = await ensureMailboxConnection(runtime.database.db, userId, 'microsoft');
  const expiresAt = connection.subscriptionExpiresAt?.getTime() ?? 0;
  if (connection.subscriptionId && expiresAt - Date.now() > RENEW_BEFORE_MS) return;
  const graph = subscriptionsOf(runtime, userId);
  if (connection.subscriptionId) {
    try {
      const renewed = await graph.renew(connection.subscriptionId, expiry());
      await save(runtime, userId, connection.subscriptionId, renewed.expirationDateTime, connection.subscriptionSecret!);
      return;
    } catch (err) {
      // Gone on Graph's side (expired, removed): make a new one; anything else is worth a later retry.
      if (!(err instanceof GraphRequestError && err.status === 404)) throw err;
    }
  }
  const secret = randomBytes(24).toString('base64url');
  const created = await graph.create({
    changeType: 'created',
    notificationUrl: new URL(WEBHOOK_PATH, base).href,
    lifecycleNotificationUrl: new URL(LIFECYCLE_PATH, base).href,
    resource: "me/mailFolders('inbox')/messages",
    expirationDateTime: expiry(),
    clientState: secret,
  });
  await save(runtime, userId, created.id, created.expirationDateTime, secret);
}

async function save(runtime: Runtime, userId: string, id: string | null, expiry: string | null, secret: string | null): Promise<void> {
  await runtime.database.db
    .update(connections)
    .set({ subscriptionId: id, subscriptionExpiresAt: expiry ? new Date(expiry) : null, subscriptionSecret: secret, updatedAt: new Date() })
    .where(and(eq(connections.userId, userId), eq(connections.kind, 'mailbox')));
}

type Notification = { subscriptionId?: unknown; clientState?: unknown; lifecycleEvent?: unknown };

/** The user a notification belongs to, when its clientState matches its subscription's secret (constant time). */
async function trustedUser(runtime: Runtime, n: Notification): Promise<string | null> {
  if (typeof n.subscriptionId !== 'string' || typeof n.clientState !== 'string') return null;
  const [row] = await runtime.database.db
    .select({ userId: connections.userId, secret: connections.subscriptionSecret })
    .from(connections)
    .where(eq(connections.subscriptionId, n.subscriptionId));
  if (!row?.secret) return null;
  const given = Buffer.from(n.clientState);
  const expected = Buffer.from(row.secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? row.userId : null;
}

const notificationsOf = (body: unknown): Notification[] => {
  const values = (body as { value?: Notification[] } | null)?.value;
  return Array.isArray(values) ? values.slice(0, 100) : [];
};

/** A notification is trusted only when its clientState matches the secret of its subscription. */
export async function handleNotifications(runtime: Runtime, body: unknown): Promise<number> {
  const users = new Set<string>();
  for (const n of notificationsOf(body)) {
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
export async function handleLifecycle(runtime: Runtime, body: unknown, log: (msg: string) => void): Promise<number> {
  let handled = 0;
  for (const n of notificationsOf(body)) {
    const userId = await trustedUser(runtime, n);
    if (!userId) continue;
    handled++;
    try {
      if (n.lifecycleEvent === 'reauthorizationRequired') {
        const renewed = await subscriptionsOf(runtime, userId).renew(n.subscriptionId as string, expiry());
        await runtime.database.db
          .update(connections)
          .set({ subscriptionExpiresAt: new Date(renewed.expirationDateTime), updatedAt: new Date() })
          .where(eq(connections.subscriptionId, n.subscriptionId as string));
      } else if (n.lifecycleEvent === 'subscriptionRemoved') {
        await save(runtime, userId, null, null, null);
        await ensureSubscription(runtime, userId);
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
