import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pageSizeOf, parsePrefer, parseSelect, project } from './odata.js';
import { graphError, type Reply } from './respond.js';
import type { ServerState } from './server-state.js';
import type { GraphMessage } from './types.js';

/** What a delta token remembers: the Sent Items folder as the client last saw it (id -> changeKey). */
type Snapshot = Map<string, string>;
type Round = { ids: string[]; removed: Set<string>; select: string[] | null; snapshot: Snapshot };
type Tokens = {
  skips: Map<string, { round: Round; offset: number }>;
  deltas: Map<string, { snapshot: Snapshot; select: string[] | null }>;
};

/** Sent Items tokens per server, kept apart from the inbox's delta state so the two cursors never mix. */
const tokensOf = new WeakMap<ServerState, Tokens>();

function tokens(state: ServerState): Tokens {
  let t = tokensOf.get(state);
  if (!t) tokensOf.set(state, (t = { skips: new Map(), deltas: new Map() }));
  return t;
}

const sentItems = (state: ServerState) => state.store.all().filter((m) => m.parentFolderId === state.folders.sentitems);
const snapshotOf = (messages: GraphMessage[]): Snapshot => new Map(messages.map((m) => [m.id, m.changeKey ?? '']));

/**
 * GET /me/mailFolders/sentitems/messages/delta, as Graph answers it for any folder: a full round
 * lists the folder newest first; a $deltatoken lists what was added or changed since it was issued,
 * and what left the folder as @removed. Tokens are opaque; an unknown one is 410, as for the inbox.
 */
export function sentItemsDelta(state: ServerState, req: IncomingMessage, query: URLSearchParams): Reply {
  const t = tokens(state);
  const skipToken = query.get('$skiptoken');
  const deltaToken = query.get('$deltatoken');
  let position: { round: Round; offset: number } | undefined;
  if (skipToken) {
    position = t.skips.get(skipToken);
  } else if (deltaToken) {
    const delta = t.deltas.get(deltaToken);
    if (delta) {
      const now = sentItems(state);
      const changed = now.filter((m) => delta.snapshot.get(m.id) !== (m.changeKey ?? '')).map((m) => m.id);
      const present = new Set(now.map((m) => m.id));
      const removed = new Set([...delta.snapshot.keys()].filter((id) => !present.has(id)));
      position = { round: { ids: [...changed, ...removed], removed, select: delta.select, snapshot: snapshotOf(now) }, offset: 0 };
    }
  } else {
    const parsed = parseSelect(query.get('$select'));
    if ('unknown' in parsed)
      return graphError(
        400,
        'RequestBroker--ParseUri',
        `Could not find a property named '${parsed.unknown}' on type 'microsoft.graph.message'.`,
      );
    const now = sentItems(state).sort((a, b) => b.receivedDateTime.localeCompare(a.receivedDateTime) || a.id.localeCompare(b.id));
    position = { round: { ids: now.map((m) => m.id), removed: new Set(), select: parsed.select, snapshot: snapshotOf(now) }, offset: 0 };
  }
  if (!position) {
    return graphError(
      410,
      'SyncStateNotFound',
      'The sync state generation is not found. The delta token is expired and data must be synchronized again.',
      { location: `${state.base}/me/mailFolders/sentitems/messages/delta` },
      { code: 'resyncRequired' },
    );
  }
  const size = pageSizeOf(parsePrefer(req.headers.prefer), query.get('$top'), state.pageSize, state.maxPageSize);
  const { round, offset } = position;
  const ids = round.ids.slice(offset, offset + size);
  const value = ids.flatMap((id) => {
    if (round.removed.has(id)) return [{ '@odata.type': '#microsoft.graph.message', id, '@removed': { reason: 'deleted' } }];
    const message = state.store.get(id);
    return message ? [project(message, round.select, { '@odata.type': '#microsoft.graph.message' })] : [];
  });
  const link = `${state.base}/me/mailfolders('${state.folders.sentitems}')/messages/delta`;
  const body: Record<string, unknown> = { '@odata.context': `${state.base}/$metadata#Collection(message)` };
  const token = randomBytes(18).toString('base64url');
  if (offset + ids.length < round.ids.length) {
    t.skips.set(token, { round, offset: offset + ids.length });
    body['@odata.nextLink'] = `${link}?$skiptoken=${token}`;
  } else {
    t.deltas.set(token, { snapshot: round.snapshot, select: round.select });
    body['@odata.deltaLink'] = `${link}?$deltatoken=${token}`;
  }
  body.value = value;
  return { status: 200, body };
}

type Recipient = { emailAddress: { name?: string; address: string } };

/**
 * What Exchange does after a reply or a sendMail with saveToSentItems: a message from the user in
 * Sent Items, in the original's conversation for a reply. The next Sent Items delta lists it.
 */
export function saveToSentItems(
  state: ServerState,
  mail: { to: Recipient[]; subject: string; text: string; conversationId?: string | null },
): GraphMessage {
  const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const changeKey = `CQAAABYAAAC${randomBytes(18).toString('base64url')}`;
  const id = `AAkALgAAAAAAHYQDEapmEc2byACqAC-EWg0A${randomBytes(30).toString('base64url')}AAA=`;
  const me = { emailAddress: { name: state.user.displayName, address: state.user.mail ?? state.user.userPrincipalName } };
  return state.store.put({
    '@odata.etag': `W/"${changeKey}"`,
    id,
    changeKey,
    createdDateTime: now,
    lastModifiedDateTime: now,
    receivedDateTime: now,
    sentDateTime: now,
    categories: [],
    hasAttachments: false,
    internetMessageId: `<${randomBytes(16).toString('hex')}@contoso.onmicrosoft.com>`,
    subject: mail.subject,
    bodyPreview: mail.text.slice(0, 255),
    importance: 'normal',
    parentFolderId: state.folders.sentitems,
    conversationId: mail.conversationId ?? `AAQkAD${randomBytes(24).toString('base64url')}=`,
    isRead: true,
    isDraft: false,
    webLink: `https://outlook.office365.com/owa/?ItemID=${encodeURIComponent(id)}&exvsurl=1&viewmodel=ReadMessageItem`,
    body: { contentType: 'text', content: mail.text },
    from: me,
    sender: me,
    toRecipients: mail.to,
    ccRecipients: [],
    bccRecipients: [],
    replyTo: [],
  } as GraphMessage);
}
