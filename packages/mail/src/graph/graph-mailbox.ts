import type { User } from '@microsoft/microsoft-graph-types';
import type { DeltaPage, MailMessage, MailProfile, MailProvider, OutgoingMail, SincePage } from '../types.js';
import { toDeltaPage, type DeltaCollection as Collection } from './delta-page.js';
import { DeltaResetError, GraphRequestError } from './errors.js';
import { GraphHttp, type GraphHttpOptions } from './graph-http.js';
import { mapMessage } from './map-message.js';
import { sentItemsDelta } from './graph-sent-items.js';
import { createSubscription, renewSubscription, type Subscription, type SubscriptionRequest } from './graph-subscriptions.js';
import { MESSAGE_SELECT } from './message-fields.js';

export type GraphMailboxOptions = GraphHttpOptions & {
  /** e.g. https://graph.microsoft.com/v1.0 (GRAPH_BASE_URL); tests use the local Graph test server. */
  baseUrl: string;
  /** Messages per delta page (Prefer: odata.maxpagesize). Default 50. */
  deltaPageSize?: number;
  /** Messages per listSince page ($top). Default 50. */
  listPageSize?: number;
};

const SELECT = MESSAGE_SELECT.join(',');
/** Graph's largest $top for messages. */
const MAX_TOP = 1000;
const INBOX_MESSAGES = '/me/mailFolders/inbox/messages';
/** The smallest delta page a 504 shrinks to; below it, the 504 is an error like any other. */
const MIN_DELTA_PAGE = 5;

/** MailProvider over Microsoft Graph with plain fetch. */
export class GraphMailbox implements MailProvider {
  private readonly http: GraphHttp;
  private readonly baseUrl: string;
  private deltaPageSize: number;
  private readonly listPageSize: number;

  /** Cursors are links under this base URL: kept beside the cursor to notice a changed GRAPH_BASE_URL. */
  get cursorScope(): string {
    return this.baseUrl;
  }

  constructor(options: GraphMailboxOptions) {
    this.http = new GraphHttp(options);
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.deltaPageSize = options.deltaPageSize ?? 50;
    this.listPageSize = options.listPageSize ?? 50;
  }

  async profile(): Promise<MailProfile> {
    const me = await this.http.request<User & { id: string }>({
      method: 'GET',
      operation: 'profile',
      url: this.url('/me', { $select: 'id,displayName,mail,userPrincipalName' }),
    });
    return { id: me.id, email: me.mail ?? me.userPrincipalName ?? null, name: me.displayName ?? null };
  }

  /** One page of the whole mailbox, newest first; follows nextLinks only if Graph sent fewer than `top`. */
  async list(options: { top?: number; skip?: number } = {}): Promise<MailMessage[]> {
    const top = options.top ?? 25;
    const skip = options.skip ?? 0;
    if (!Number.isInteger(top) || top < 1 || top > MAX_TOP) throw new RangeError(`top must be an integer from 1 to ${MAX_TOP}`);
    if (!Number.isInteger(skip) || skip < 0) throw new RangeError('skip must be a non-negative integer');
    const messages: MailMessage[] = [];
    let url: string | undefined = this.url('/me/messages', {
      $select: SELECT,
      $top: String(top),
      $skip: String(skip),
      $orderby: 'receivedDateTime desc',
    });
    while (url && messages.length < top) {
      const page: Collection = await this.http.request<Collection>({ method: 'GET', operation: 'emails', url: this.checkLink(url) });
      for (const item of page.value ?? []) messages.push(mapMessage(item));
      url = page['@odata.nextLink'];
    }
    return messages.slice(0, top);
  }

  /** Graph counts server-side ($count) over the same folder and filter listSince pages through. */
  async countSince(since: Date): Promise<number> {
    if (Number.isNaN(since.getTime())) throw new RangeError('since must be a valid date');
    const page = await this.http.request<{ '@odata.count'?: unknown }>({
      method: 'GET',
      operation: 'emails',
      headers: { ConsistencyLevel: 'eventual' },
      url: this.url(INBOX_MESSAGES, { $filter: `receivedDateTime ge ${since.toISOString()}`, $count: 'true', $top: '1', $select: 'id' }),
    });
    const count = page['@odata.count'];
    if (typeof count !== 'number')
      throw new GraphRequestError({ operation: 'emails', status: 200 }, 'Failed to fetch emails: count without @odata.count');
    return count;
  }

  /**
   * The inbox only (/me/messages would bring Sent Items, Drafts, Junk and Deleted Items), filtered
   * and ordered by receivedDateTime as Graph requires for a filtered, ordered list. Later pages
   * follow Graph's @odata.nextLink exactly: its $skiptoken is opaque, not an offset.
   */
  async listSince(since: Date, page: string | null): Promise<SincePage> {
    if (Number.isNaN(since.getTime())) throw new RangeError('since must be a valid date');
    const url =
      page ??
      this.url(INBOX_MESSAGES, {
        $filter: `receivedDateTime ge ${since.toISOString()}`,
        $orderby: 'receivedDateTime desc',
        $top: String(this.listPageSize),
        $select: SELECT,
      });
    const result = await this.http.request<Collection>({ method: 'GET', operation: 'emails', url: this.checkLink(url) });
    return { messages: (result.value ?? []).map(mapMessage), next: result['@odata.nextLink'] ?? null };
  }

  /**
   * One page of the inbox delta. A null cursor starts a full round; otherwise the cursor is the
   * nextLink (mid-round) or deltaLink (next round) exactly as Graph gave it. Throws
   * DeltaResetError when Graph no longer knows the cursor (410): restart with null.
   */
  async delta(cursor: string | null, options: { since?: Date } = {}): Promise<DeltaPage> {
    const window: Record<string, string> = options.since
      ? // Graph's one delta filter; it needs the matching $orderby and caps the round at 5,000 messages.
        { $filter: `receivedDateTime ge ${options.since.toISOString()}`, $orderby: 'receivedDateTime desc' }
      : {};
    const url =
      cursor === null ? this.url('/me/mailFolders/inbox/messages/delta', { $select: SELECT, ...window }) : this.checkDeltaCursor(cursor);
    return toDeltaPage(await this.deltaPage(url), mapMessage);
  }

  /** Sent Items, with a cursor of its own: what the user sent from Triage, Outlook or a phone. */
  async sentDelta(cursor: string | null, options: { since?: Date } = {}): Promise<DeltaPage> {
    return sentItemsDelta(
      { http: this.http, baseUrl: this.baseUrl, pageSize: this.deltaPageSize, isOwnUrl: (link) => this.isOwnUrl(link) },
      cursor,
      options,
    );
  }

  /**
   * A change-notification subscription, through the same HTTP client as mail: throttling and
   * Retry-After, a token refresh on 401, client-request-ids for Microsoft support.
   */
  subscribe(request: SubscriptionRequest): Promise<Subscription> {
    return createSubscription({ http: this.http, baseUrl: this.baseUrl }, request);
  }

  renewSubscription(id: string, expirationDateTime: string): Promise<Subscription> {
    return renewSubscription({ http: this.http, baseUrl: this.baseUrl }, id, expirationDateTime);
  }

  /**
   * Graph answers 504 when a page of large messages (bodies are selected) takes too long to
   * build; the same request would time out again. Smaller pages get through: the size halves
   * (down to MIN_DELTA_PAGE) and stays smaller for this mailbox's later pages.
   */
  private async deltaPage(url: string): Promise<Collection> {
    for (;;) {
      try {
        return await this.http.request<Collection>({
          method: 'GET',
          operation: 'emails',
          url,
          delta: true,
          smallerPageOn504: this.deltaPageSize > MIN_DELTA_PAGE,
          prefer: [`odata.maxpagesize=${this.deltaPageSize}`],
        });
      } catch (err) {
        if (!(err instanceof GraphRequestError && err.status === 504 && this.deltaPageSize > MIN_DELTA_PAGE)) throw err;
        this.deltaPageSize = Math.max(MIN_DELTA_PAGE, Math.floor(this.deltaPageSize / 2));
      }
    }
  }

  /** PATCH isRead (Mail.ReadWrite): the next delta reports the message read too. */
  async markRead(providerId: string): Promise<void> {
    if (!providerId) throw new RangeError('providerId is required');
    await this.http.request<void>({
      method: 'PATCH',
      operation: 'update',
      url: `${this.baseUrl}/me/messages/${encodeURIComponent(providerId)}`,
      body: { isRead: true },
      // The updated message is not needed back.
      prefer: ['return=minimal'],
    });
  }

  /**
   * Graph's reply endpoint threads the answer (In-Reply-To/References) itself. Exchange inserts
   * `comment` into an HTML original as HTML: plain text goes escaped, its line breaks as <br>, or
   * the reply would arrive as one run-on line (and "<" would be markup).
   */
  async reply(providerId: string, body: string, options: { originalIsHtml?: boolean } = {}): Promise<void> {
    if (!providerId) throw new RangeError('providerId is required');
    const comment = options.originalIsHtml ? textToHtml(body) : body;
    await this.http.request<void>({
      method: 'POST',
      operation: 'send',
      url: `${this.baseUrl}/me/messages/${encodeURIComponent(providerId)}/reply`,
      body: { comment },
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (mail.to.length === 0) throw new RangeError('at least one recipient is required');
    await this.http.request<void>({
      method: 'POST',
      operation: 'send',
      url: `${this.baseUrl}/me/sendMail`,
      body: {
        message: {
          subject: mail.subject,
          body: { contentType: 'Text', content: mail.body },
          toRecipients: mail.to.map((address) => ({ emailAddress: { address } })),
        },
        saveToSentItems: true,
      },
    });
  }

  private url(path: string, query: Record<string, string>): string {
    const params = Object.entries(query).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
    return `${this.baseUrl}${path}?${params.join('&')}`;
  }

  /** Links are followed only under our base URL: a foreign link would receive our bearer token. */
  private checkLink(link: string): string {
    if (!this.isOwnUrl(link))
      throw new GraphRequestError({ operation: 'emails', status: null }, 'Failed to fetch emails: nextLink outside the Graph base URL');
    return link;
  }

  /**
   * Delta links are opaque (Graph spells them .../delta or .../microsoft.graph.delta(), and may
   * change): only where they point is checked. A cursor from another base URL (GRAPH_BASE_URL
   * changed) cannot be resumed.
   */
  private checkDeltaCursor(cursor: string): string {
    if (!this.isOwnUrl(cursor)) {
      throw new DeltaResetError(
        { operation: 'emails', status: null },
        'Failed to fetch emails: the delta cursor does not belong to this mailbox; start a full sync',
      );
    }
    return cursor;
  }

  private isOwnUrl(link: string): boolean {
    try {
      const url = new URL(link);
      const base = new URL(this.baseUrl);
      return url.origin === base.origin && (url.pathname + '/').startsWith(base.pathname.replace(/\/?$/, '/'));
    } catch {
      return false;
    }
  }
}

/** Plain text as HTML that shows the same lines: escaped, CRLF/LF/CR as <br>. */
function textToHtml(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  return escaped.replace(/\r\n|\r|\n/g, '<br>');
}
