import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { graphError, readJson, type Reply } from './respond.js';
import type { GraphMessage } from './types.js';

type Json = Record<string, unknown>;

export type GraphSubscription = {
  id: string;
  resource: string;
  changeType: string;
  clientState: string | null;
  notificationUrl: string;
  lifecycleNotificationUrl: string | null;
  expirationDateTime: string;
};

export type LifecycleEvent = 'reauthorizationRequired' | 'subscriptionRemoved' | 'missed';

/** What Graph allows for mail: just under three days (4230 minutes). */
const MAX_MINUTES = 4230;

/**
 * Change notifications as Graph runs them: creating a subscription first
 * validates the notification URL (POST ?validationToken=..., which must be
 * echoed as text/plain), and every new inbox message is then POSTed to it.
 */
export class Subscriptions {
  readonly all = new Map<string, GraphSubscription>();
  /** Notification deliveries and their HTTP status (0 when the endpoint was unreachable). */
  readonly deliveries: { subscriptionId: string; status: number }[] = [];

  async create(req: IncomingMessage, userId: string): Promise<Reply> {
    const body = await body_(req);
    if ('status' in body) return body;
    const { changeType, notificationUrl, resource, expirationDateTime, clientState } = body.json;
    if (typeof notificationUrl !== 'string' || !/^https?:\/\//.test(notificationUrl))
      return graphError(400, 'InvalidRequest', 'notificationUrl must be an absolute URL.');
    if (typeof resource !== 'string' || typeof changeType !== 'string')
      return graphError(400, 'InvalidRequest', 'resource and changeType are required.');
    const expiry = checkExpiry(expirationDateTime);
    if (typeof expiry !== 'string') return expiry;
    const lifecycleNotificationUrl = body.json.lifecycleNotificationUrl;
    if (
      lifecycleNotificationUrl !== undefined &&
      (typeof lifecycleNotificationUrl !== 'string' || !/^https?:\/\//.test(lifecycleNotificationUrl))
    ) {
      return graphError(400, 'InvalidRequest', 'lifecycleNotificationUrl must be an absolute URL.');
    }
    // Graph validates every URL it will call, the lifecycle one included.
    for (const url of [notificationUrl, ...(typeof lifecycleNotificationUrl === 'string' ? [lifecycleNotificationUrl] : [])]) {
      if (!(await validates(url)))
        return graphError(
          400,
          'ValidationError',
          'Subscription validation request failed. Response must exactly match validationToken query parameter.',
        );
    }
    const subscription: GraphSubscription = {
      id: randomUUID(),
      resource,
      changeType,
      clientState: typeof clientState === 'string' ? clientState : null,
      notificationUrl,
      lifecycleNotificationUrl: typeof lifecycleNotificationUrl === 'string' ? lifecycleNotificationUrl : null,
      expirationDateTime: expiry,
    };
    this.all.set(subscription.id, subscription);
    return {
      status: 201,
      body: { '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#subscriptions/$entity', ...subscription, creatorId: userId },
    };
  }

  async renew(req: IncomingMessage, id: string): Promise<Reply> {
    const existing = this.all.get(id);
    if (!existing) return graphError(404, 'ResourceNotFound', `The object was not found.`);
    const body = await body_(req);
    if ('status' in body) return body;
    const expiry = checkExpiry(body.json.expirationDateTime);
    if (typeof expiry !== 'string') return expiry;
    existing.expirationDateTime = expiry;
    return { status: 200, body: existing };
  }

  remove(id: string): Reply {
    return this.all.delete(id) ? { status: 204 } : graphError(404, 'ResourceNotFound', 'The object was not found.');
  }

  /**
   * Sends a lifecycle notification as Graph does and returns the endpoint's status (0 when
   * unreachable). subscriptionRemoved deletes the subscription first: Graph already has.
   */
  async lifecycle(id: string, event: LifecycleEvent): Promise<number> {
    const s = this.all.get(id);
    if (!s?.lifecycleNotificationUrl) throw new Error(`subscription ${id} has no lifecycleNotificationUrl`);
    if (event === 'subscriptionRemoved') this.all.delete(id);
    const value = [
      {
        subscriptionId: s.id,
        subscriptionExpirationDateTime: s.expirationDateTime,
        tenantId: '00000000-0000-0000-0000-000000000000',
        clientState: s.clientState,
        lifecycleEvent: event,
      },
    ];
    const res = await fetch(s.lifecycleNotificationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ value }),
    }).catch(() => null);
    return res?.status ?? 0;
  }

  /** Tells every live subscriber about a new message, as Graph does (fire and forget). */
  notifyCreated(message: GraphMessage, userId: string): void {
    for (const s of this.all.values()) {
      if (Date.parse(s.expirationDateTime) < Date.now()) continue;
      const value = [
        {
          subscriptionId: s.id,
          subscriptionExpirationDateTime: s.expirationDateTime,
          changeType: 'created',
          resource: `Users/${userId}/Messages/${message.id}`,
          resourceData: {
            '@odata.type': '#Microsoft.Graph.Message',
            '@odata.id': `Users/${userId}/Messages/${message.id}`,
            id: message.id,
          },
          clientState: s.clientState,
          tenantId: '00000000-0000-0000-0000-000000000000',
        },
      ];
      void fetch(s.notificationUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ value }) })
        .then((res) => this.deliveries.push({ subscriptionId: s.id, status: res.status }))
        .catch(() => this.deliveries.push({ subscriptionId: s.id, status: 0 }));
    }
  }
}

/** Graph's validation request: POST ?validationToken=..., text/plain, empty body; the token must come back as text within 10 s. */
async function validates(url: string): Promise<boolean> {
  const validationToken = `Validation: Testing client application reachability for subscription Request-Id: ${randomUUID()}`;
  const check = await fetch(`${url}${url.includes('?') ? '&' : '?'}validationToken=${encodeURIComponent(validationToken)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain; charset=utf-8' },
    body: '',
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  const echoed = check && check.status === 200 ? await check.text() : null;
  return echoed === validationToken;
}

function checkExpiry(value: unknown): string | Reply {
  const at = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(at)) return graphError(400, 'InvalidRequest', 'expirationDateTime is required.');
  if (at - Date.now() > MAX_MINUTES * 60_000)
    return graphError(400, 'InvalidRequest', `Subscription expiration can only be ${MAX_MINUTES} minutes in the future.`);
  return new Date(at).toISOString();
}

async function body_(req: IncomingMessage): Promise<{ json: Json } | Reply> {
  const { value, invalid } = await readJson(req);
  if (invalid || !value || typeof value !== 'object' || Array.isArray(value))
    return graphError(400, 'RequestBodyRead', 'Invalid JSON in the request body.');
  return { json: value as Json };
}
