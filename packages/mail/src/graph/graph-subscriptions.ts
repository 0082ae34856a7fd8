import type { GraphHttp } from './graph-http.js';

export type SubscriptionRequest = {
  resource: string;
  changeType: string;
  notificationUrl: string;
  /** Where Graph sends reauthorizationRequired, subscriptionRemoved and missed. */
  lifecycleNotificationUrl: string;
  expirationDateTime: string;
  clientState: string;
};

export type Subscription = { id: string; expirationDateTime: string };

type SubscriptionsContext = { http: GraphHttp; baseUrl: string };

/** POST /subscriptions: Graph first checks each notification URL with its validation handshake. */
export function createSubscription(ctx: SubscriptionsContext, request: SubscriptionRequest): Promise<Subscription> {
  return ctx.http.request<Subscription>({ method: 'POST', operation: 'subscription', url: `${ctx.baseUrl}/subscriptions`, body: request });
}

/** A new expiry; also what Graph asks for on reauthorizationRequired (a renewal reauthorizes). */
export function renewSubscription(ctx: SubscriptionsContext, id: string, expirationDateTime: string): Promise<Subscription> {
  return ctx.http.request<Subscription>({
    method: 'PATCH',
    operation: 'subscription',
    url: `${ctx.baseUrl}/subscriptions/${encodeURIComponent(id)}`,
    body: { expirationDateTime },
  });
}
