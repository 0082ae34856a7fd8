/**
 * A local Microsoft Graph mail server for tests: Graph's real response shapes (from the docs in
 * ../shared/data/msgraph-mail-examples), a seeded mailbox of a few thousand messages, paging,
 * stateful delta tokens with @removed, sendMail/reply recording, bearer-token checks and
 * switchable faults. Started in-process on 127.0.0.1 with an ephemeral port.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeltaState } from './delta-state.js';
import { FaultInjector } from './faults.js';
import { createMessageGenerator, generateMailbox } from './generate-messages.js';
import { MailboxStore } from './mailbox-store.js';
import { createRng } from './prng.js';
import { handleRequest } from './router.js';
import { OTHER_FOLDERS, wellKnownFolders, type WellKnownFolder } from './folders.js';
import { Subscriptions } from './subscriptions.js';
import type { ServerState } from './server-state.js';
import type { FaultKind, FaultSettings, GraphMessage, GraphUser, RecordedReply, RecordedRequest, UnsupportedMailbox } from './types.js';

export type { FaultKind, FaultSettings, GraphMessage, GraphUser, RecordedReply, RecordedRequest, UnsupportedMailbox } from './types.js';
export type { GraphSubscription, LifecycleEvent } from './subscriptions.js';
export type { WellKnownFolder } from './folders.js';

export type GraphTestServerOptions = {
  /** How many messages to generate (default 2000), or messages to start with (each merged over a generated one). */
  messages?: number | Partial<GraphMessage>[];
  seed?: number | string;
  /** Page size when a request asks for none (Graph's default for messages: 10). */
  pageSize?: number;
  /** Cap on $top and Prefer: odata.maxpagesize (default 1000). */
  maxPageSize?: number;
  /** Accepted bearer tokens (mutable: delete one to expire it). Without it any non-empty token is accepted. */
  tokens?: { valid: Set<string> };
  user?: Partial<GraphUser>;
  /** Dates of the generated mailbox end here (default: now). */
  now?: Date;
  /**
   * Messages outside the inbox (default 0), spread over Sent Items, Drafts, Junk Email and Deleted
   * Items as in a real mailbox: /me/messages lists them, the inbox and its delta do not.
   */
  otherFolders?: number;
  /**
   * How delta links spell the function: 'delta' (the docs' examples, default) or
   * 'microsoft.graph.delta()' (what Graph also hands out). Clients must treat links as opaque.
   */
  deltaLinkPath?: 'delta' | 'microsoft.graph.delta()';
  /** Pages of more messages than this answer 504 Gateway Timeout, as Graph does for pages of large messages. */
  gatewayTimeoutAbove?: number;
  /** Every mail call answers as Graph does for a mailbox it cannot serve (see UnsupportedMailbox). */
  mailboxUnsupported?: UnsupportedMailbox | null;
};

export type GraphTestMailbox = {
  inboxId: string;
  /** Folder ids by well-known name (inbox, sentitems, drafts, junkemail, deleteditems). */
  folders: Record<WellKnownFolder, string>;
  all(): GraphMessage[];
  inbox(): GraphMessage[];
  get(id: string): GraphMessage | undefined;
  /** New mail: a generated message (newest in the mailbox) with `overrides` applied. */
  add(overrides?: Partial<GraphMessage>): GraphMessage;
  update(id: string, patch: Partial<GraphMessage>): GraphMessage;
  /** 'deleted' (hard delete) or 'changed' (e.g. moved to Deleted Items); both leave the inbox. */
  remove(id: string, reason?: 'deleted' | 'changed'): boolean;
  /** Every delta and skip token answers 410 from now on, as when Graph's token cache evicts them. */
  expireDeltaTokens(): void;
  /** From now on every mail call answers as for such a mailbox (true: on-premises), or serves again (false). */
  setUnsupported(unsupported: boolean | UnsupportedMailbox): void;
};

export type GraphTestServer = {
  /** Base URL like https://graph.microsoft.com/v1.0, e.g. http://127.0.0.1:41234/v1.0 */
  url: string;
  user: GraphUser;
  mailbox: GraphTestMailbox;
  /** sendMail request bodies, as received. */
  sent: Record<string, unknown>[];
  replies: RecordedReply[];
  requests: RecordedRequest[];
  tokens: { valid: Set<string> } | null;
  /** Change-notification subscriptions and the deliveries made to them. */
  subscriptions: Subscriptions;
  faults: {
    set(settings: FaultSettings): void;
    clear(): void;
    /** Forces the next requests' faults, in order (then back to the rate, if any). */
    queue(...kinds: FaultKind[]): void;
    readonly injected: Record<FaultKind, number>;
  };
  close(): Promise<void>;
};

export async function startGraphTestServer(options: GraphTestServerOptions = {}): Promise<GraphTestServer> {
  const seed = options.seed ?? 42;
  const now = options.now ?? new Date();
  const inboxId = `AQMkADAwATM0MDAAMS1${createRng(`${seed}:folders`).base64url(24)}AAAAgEMAAAA`;
  const spec = options.messages ?? 2000;
  const generated = generateMailbox(seed, typeof spec === 'number' ? spec : spec.length, now, inboxId);
  const initial = typeof spec === 'number' ? generated : generated.map((m, i) => ({ ...m, ...spec[i] }) as GraphMessage);
  const folders = wellKnownFolders(seed, inboxId);
  const others = generateMailbox(`${seed}:other-folders`, options.otherFolders ?? 0, now, inboxId).map(
    (m, i) => ({ ...m, parentFolderId: folders[OTHER_FOLDERS[i % OTHER_FOLDERS.length]!] }) as GraphMessage,
  );
  const store = new MailboxStore(inboxId, [...initial, ...others]);
  const more = createMessageGenerator(`${seed}:more`, inboxId);
  const faults = new FaultInjector();
  const user: GraphUser = {
    id: '48d31887-5fad-4d73-a9f5-3c356e68a038',
    displayName: 'Megan Bowen',
    mail: 'MeganB@contoso.onmicrosoft.com',
    userPrincipalName: 'MeganB@contoso.onmicrosoft.com',
    givenName: 'Megan',
    surname: 'Bowen',
    jobTitle: 'Marketing Manager',
    ...options.user,
  };
  const state: ServerState = {
    base: '',
    store,
    delta: new DeltaState(store),
    faults,
    user,
    pageSize: options.pageSize ?? 10,
    maxPageSize: options.maxPageSize ?? 1000,
    tokens: options.tokens ?? null,
    sent: [],
    replies: [],
    requests: [],
    subscriptions: new Subscriptions(),
    folders,
    listPages: new Map(),
    mailboxUnsupported: options.mailboxUnsupported ?? null,
    deltaLinkPath: options.deltaLinkPath ?? 'delta',
    gatewayTimeoutAbove: options.gatewayTimeoutAbove ?? null,
  };

  const server = createServer((req, res) => {
    handleRequest(state, req, res).catch((error: unknown) => {
      // A bug in the test server must fail loudly, not look like a Graph fault.
      console.error('graph test server error', error);
      if (!res.headersSent) res.writeHead(599).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1.0`;

  const mailbox: GraphTestMailbox = {
    inboxId,
    folders,
    all: () => store.all(),
    inbox: () => store.inbox(),
    get: (id) => store.get(id),
    add: (overrides = {}) => {
      const message = store.put({ ...more.next(), ...overrides } as GraphMessage);
      state.subscriptions.notifyCreated(message, user.id);
      return message;
    },
    update: (id, patch) => store.update(id, patch),
    remove: (id, reason) => store.remove(id, reason),
    expireDeltaTokens: () => state.delta.expireAll(),
    setUnsupported: (unsupported) => {
      state.mailboxUnsupported = unsupported === true ? 'on-premises' : unsupported || null;
    },
  };

  return {
    url: state.base,
    user,
    mailbox,
    sent: state.sent,
    replies: state.replies,
    requests: state.requests,
    tokens: state.tokens,
    subscriptions: state.subscriptions,
    faults: { set: (s) => faults.set(s), clear: () => faults.clear(), queue: (...k) => faults.queue(...k), injected: faults.injected },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
