import type { Message } from '@microsoft/microsoft-graph-types';
import type { DeltaPage, MailMessage } from '../types.js';
import { GraphRequestError } from './errors.js';

export type GraphItem = Message & { id: string; '@removed'?: { reason?: string } };
export type DeltaCollection = { value?: GraphItem[]; '@odata.nextLink'?: string; '@odata.deltaLink'?: string };

/**
 * One page of a message delta as a DeltaPage, for any folder. Items in page order: a later entry
 * for the same id wins (Graph may list an id twice).
 */
export function toDeltaPage(page: DeltaCollection, map: (item: GraphItem) => MailMessage): DeltaPage {
  const next = page['@odata.nextLink'] ?? page['@odata.deltaLink'];
  if (!next)
    throw new GraphRequestError(
      { operation: 'emails', status: 200, retryable: true },
      'Failed to fetch emails: delta page without nextLink or deltaLink',
    );
  const added = new Map<string, MailMessage>();
  const removed = new Set<string>();
  for (const item of page.value ?? []) {
    if (item['@removed']) {
      added.delete(item.id);
      removed.add(item.id);
    } else {
      removed.delete(item.id);
      added.set(item.id, map(item));
    }
  }
  return { added: [...added.values()], removed: [...removed], nextCursor: next, done: !page['@odata.nextLink'] };
}
