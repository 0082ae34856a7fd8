import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { connections } from '../../db/schema/index.js';
import type { Runtime } from '../../runtime.js';
import { ensureMailboxConnection } from './mailbox-connection.js';

/** Graph allows mail subscriptions of up to 4230 minutes; renew well before. */
const LIFETIME_MS = 2 * 24 * 60 * 60 * 1000;
const RENEW_BEFORE_MS = 12 * 60 * 60 * 1000;

export const WEBHOOK_PATH = '/api/webhooks/graph';

async function graph(runtime: Runtime, userId: string, method: string, path: string, body: unknown): Promise<Response> {
  const token = await runtime.tokens!.accessToken(userId);
  return fetch(`${runtime.env.GRAPH_BASE_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}

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
  const expirationDateTime = new Date(Date.now() + LIFETIME_MS).toISOString();
  if (connection.subscriptionId) {
    const renewed = await graph(runtime, userId, 'PATCH', `/subscriptions/${connection.subscriptionId}`, { expirationDateTime });
    if (renewed.ok) {
      await save(runtime, userId, connection.subscriptionId, expirationDateTime, connection.subscriptionSecret!);
      return;
    }
  }
  const secret = randomBytes(24).toString('base64url');
  const created = await graph(runtime, userId, 'POST', '/subscriptions', {
    changeType: 'created',
    notificationUrl: new URL(WEBHOOK_PATH, base).href,
    resource: "me/mailFolders('inbox')/messages",
    expirationDateTime,
    clientState: secret,
  });
  if (!created.ok) throw new Error(`Graph refused the change-notification subscription: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  await save(runtime, userId, id, expirationDateTime, secret);
}

async function save(runtime: Runtime, userId: string, id: string, expiry: string, secret: string): Promise<void> {
  await runtime.database.db
    .update(connections)
    .set({ subscriptionId: id, subscriptionExpiresAt: new Date(expiry), subscriptionSecret: secret, updatedAt: new Date() })
    .where(and(eq(connections.userId, userId), eq(connections.kind, 'mailbox')));
}

type Notification = { subscriptionId?: unknown; clientState?: unknown };

/** A notification is trusted only when its clientState matches the secret of its subscription. */
export async function handleNotifications(runtime: Runtime, body: unknown): Promise<number> {
  const values = (body as { value?: Notification[] } | null)?.value;
  if (!Array.isArray(values)) return 0;
  const users = new Set<string>();
  for (const n of values.slice(0, 100)) {
    if (typeof n.subscriptionId !== 'string' || typeof n.clientState !== 'string') continue;
    const [row] = await runtime.database.db
      .select({ userId: connections.userId, secret: connections.subscriptionSecret })
      .from(connections)
      .where(eq(connections.subscriptionId, n.subscriptionId));
    if (!row?.secret) continue;
    const given = Buffer.from(n.clientState);
    const expected = Buffer.from(row.secret);
    if (given.length === expected.length && timingSafeEqual(given, expected)) users.add(row.userId);
  }
  for (const userId of users) await runtime.jobs.requestSync(userId, 'notification');
  return users.size;
}
