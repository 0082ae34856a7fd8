import { GraphHttp, type GraphHttpOptions } from './graph-http.js';

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

/**
 * Change-notification subscriptions (/subscriptions) through the same HTTP client as mail:
 * throttling and Retry-After, a token refresh on 401, client-request-ids for Microsoft support.
 */
export class GraphSubscriptions {
  private readonly http: GraphHttp;
  private readonly baseUrl: string;

  constructor(options: GraphHttpOptions & { baseUrl: string }) {
    this.http = new GraphHttp(options);
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  create(request: SubscriptionRequest): Promise<Subscription> {
    return this.http.request<Subscription>({ method: 'POST', operation: 'subscription', url: `${this.baseUrl}/subscriptions`, body: request });
  }

  /** A new expiry; also what Graph asks for on reauthorizationRequired (a renewal reauthorizes). */
  renew(id: string, expirationDateTime: string): Promise<Subscription> {
    return this.http.request<Subscription>({
      method: 'PATCH', operation: 'subscription', url: `${this.baseUrl}/subscriptions/${encodeURIComponent(id)}`, body: { expirationDateTime },
    });
  }
}
