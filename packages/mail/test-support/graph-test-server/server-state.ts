import type { DeltaState } from './delta-state.js';
import type { FaultInjector } from './faults.js';
import type { MailboxStore } from './mailbox-store.js';
import type { Subscriptions } from './subscriptions.js';
import type { WellKnownFolder } from './folders.js';
import type { GraphUser, RecordedReply, RecordedRequest, UnsupportedMailbox } from './types.js';

/** Everything the routes share. */
export type ServerState = {
  /** Base URL, e.g. http://127.0.0.1:PORT/v1.0; every link the server hands out starts with it. */
  base: string;
  store: MailboxStore;
  delta: DeltaState;
  faults: FaultInjector;
  user: GraphUser;
  /** Page size when a request does not ask for one (Graph's default for messages is 10). */
  pageSize: number;
  /** Largest page a request may ask for ($top or odata.maxpagesize). */
  maxPageSize: number;
  tokens: { valid: Set<string> } | null;
  sent: Record<string, unknown>[];
  replies: RecordedReply[];
  requests: RecordedRequest[];
  subscriptions: Subscriptions;
  folders: Record<WellKnownFolder, string>;
  /** Opaque $skiptoken -> position of a message list's next page (Graph's tokens are not offsets). */
  listPages: Map<string, number>;
  mailboxUnsupported: UnsupportedMailbox | null;
  /** Pages larger than this answer 504 (a mailbox of large messages), null: never. */
  gatewayTimeoutAbove: number | null;
  /** Last segment of the delta links handed out: 'delta' or Graph's other spelling 'microsoft.graph.delta()'. */
  deltaLinkPath: string;
};
