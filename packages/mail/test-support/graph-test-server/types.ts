import type { Message } from '@microsoft/microsoft-graph-types';

/** A message as the test server stores and serves it: Graph's own message resource. */
export type GraphMessage = Message & { id: string; receivedDateTime: string; parentFolderId: string; '@odata.etag'?: string };

/**
 * Mailboxes Graph cannot serve, answered as Graph does: on-premises or inactive (404
 * MailboxNotEnabledForRESTAPI), a guest without a mailbox in the tenant (404 ResourceNotFound),
 * an application access policy (403 ErrorAccessDenied).
 */
export type UnsupportedMailbox = 'on-premises' | 'guest' | 'policy';

export type FaultKind = '429' | '503' | '500' | 'drop' | '410' | '401' | 'stall';

export type FaultSettings = {
  /** Probability (0..1) that a request gets a fault. */
  rate: number;
  kinds: FaultKind[];
  seed?: number | string;
  /** Retry-After value (seconds, may be fractional as Graph sends it) for 429/503; null omits the header. */
  retryAfterSeconds?: number | null;
};

export type RecordedRequest = {
  method: string;
  /** Path and query as received, e.g. /v1.0/me/messages?$top=25 */
  url: string;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** Status sent; 0 when the connection was cut (drop) or left hanging (stall) before any. */
  status: number;
  fault: FaultKind | null;
};

/** A reply as received, and the body Exchange made of it (render-reply.ts). */
export type RecordedReply = {
  messageId: string;
  comment: string;
  body: Record<string, unknown>;
  rendered: { contentType: 'html' | 'text'; content: string };
};

export type GraphUser = {
  id: string;
  displayName: string;
  mail: string | null;
  userPrincipalName: string;
  givenName?: string | null;
  surname?: string | null;
  jobTitle?: string | null;
};
