import type { DeltaPage } from '../types.js';
import { toDeltaPage, type DeltaCollection } from './delta-page.js';
import { DeltaResetError } from './errors.js';
import type { GraphHttp } from './graph-http.js';
import { mapMessage } from './map-message.js';
import { MESSAGE_SELECT } from './message-fields.js';

export type SentItemsContext = { http: GraphHttp; baseUrl: string; pageSize: number; isOwnUrl: (link: string) => boolean };

/**
 * One page of the Sent Items delta (`/me/mailFolders/sentitems/messages/delta`), Graph's delta on a
 * second folder with its own cursor. A null cursor starts a full round (of mail sent since `since`
 * when given); a cursor that is not a Sent Items delta link of this base URL starts over.
 */
export async function sentItemsDelta(ctx: SentItemsContext, cursor: string | null, options: { since?: Date } = {}): Promise<DeltaPage> {
  let url: string;
  if (cursor === null) {
    const query: Record<string, string> = { $select: MESSAGE_SELECT.join(',') };
    if (options.since)
      Object.assign(query, { $filter: `receivedDateTime ge ${options.since.toISOString()}`, $orderby: 'receivedDateTime desc' });
    url = `${ctx.baseUrl}/me/mailFolders/sentitems/messages/delta?${Object.entries(query)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('&')}`;
  } else {
    // Delta links are opaque; only where one points is checked.
    if (!ctx.isOwnUrl(cursor)) {
      throw new DeltaResetError(
        { operation: 'emails', status: null },
        'Failed to fetch emails: the Sent Items cursor does not belong to this mailbox; start a full sync',
      );
    }
    url = cursor;
  }
  const page = await ctx.http.request<DeltaCollection>({
    method: 'GET',
    operation: 'emails',
    url,
    delta: true,
    prefer: [`odata.maxpagesize=${ctx.pageSize}`],
  });
  return toDeltaPage(page, (item) => ({ ...mapMessage(item), folder: 'Sent Items' }));
}
