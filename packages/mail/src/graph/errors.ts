/** What a request was doing; picks the text (docs/behaviour.md, Messages) its failure carries. */
export type GraphOperation = 'profile' | 'emails' | 'send' | 'subscription' | 'update' | 'tasks';

const FAILURE_TEXT: Record<GraphOperation, string> = {
  profile: 'Failed to fetch user profile',
  emails: 'Failed to fetch emails',
  send: 'Failed to send email',
  subscription: 'Failed to keep the mail change notifications',
  update: 'Failed to update email',
  tasks: 'Failed to update Microsoft To Do',
};

export type GraphErrorDetails = {
  operation: GraphOperation;
  /** HTTP status, or null when no response arrived (network error, timeout). */
  status: number | null;
  /** Graph's error.code (e.g. ErrorItemNotFound, TooManyRequests), when the body had one. */
  code?: string | null;
  /** error.code and every nested innerError code, outermost first: the specific reason is often inside. */
  codes?: string[];
  /** Graph's error.message: for logs, never for users (Graph says so too). */
  graphMessage?: string | null;
  requestId?: string | null;
  /** True when the same request may succeed later (throttling, 5xx, network). */
  retryable?: boolean;
  /** How long Graph asked us to wait, when it did and we did not wait in-process. */
  retryAfterMs?: number | null;
  cause?: unknown;
};

/**
 * A Graph request that failed for good (after the retries it was allowed). The message is the
 * text of docs/behaviour.md, Messages, e.g. 'Failed to fetch emails: 404'; Graph's own code/message ride along.
 */
export class GraphRequestError extends Error {
  readonly operation: GraphOperation;
  readonly status: number | null;
  readonly code: string | null;
  readonly codes: string[];
  readonly graphMessage: string | null;
  readonly requestId: string | null;
  readonly retryable: boolean;
  readonly retryAfterMs: number | null;

  constructor(details: GraphErrorDetails, message?: string) {
    super(message ?? `${FAILURE_TEXT[details.operation]}: ${details.status ?? 'network error'}`, { cause: details.cause });
    this.name = 'GraphRequestError';
    this.operation = details.operation;
    this.status = details.status;
    this.code = details.code ?? null;
    this.codes = details.codes ?? (details.code ? [details.code] : []);
    this.graphMessage = details.graphMessage ?? null;
    this.requestId = details.requestId ?? null;
    this.retryable = details.retryable ?? false;
    this.retryAfterMs = details.retryAfterMs ?? null;
  }
}

/** 401 that a token refresh did not fix (or no refresh was possible): the user must sign in again. */
export class GraphAuthError extends GraphRequestError {
  constructor(details: GraphErrorDetails) {
    super({ ...details, status: 401, retryable: false });
    this.name = 'GraphAuthError';
  }
}

/**
 * The delta cursor can no longer be used (410 Gone / syncStateNotFound / resyncRequired, or a
 * cursor that does not belong to this Graph base URL). The caller restarts with `delta(null)`
 * and, when that full round ends, removes local messages the round did not return.
 */
export class DeltaResetError extends GraphRequestError {
  /** Graph's Location header (the initial delta URL), when it sent one. */
  readonly location: string | null;

  constructor(details: GraphErrorDetails & { location?: string | null }, message?: string) {
    super({ ...details, retryable: true }, message);
    this.name = 'DeltaResetError';
    this.location = details.location ?? null;
  }
}

/**
 * Graph cannot serve this mailbox at all: on-premises or inactive (404 MailboxNotEnabledForRESTAPI),
 * not discoverable, e.g. a guest without a mailbox in the tenant (404 ResourceNotFound), or
 * blocked by an application access policy or on-premises rules (403 on reading mail). Retrying
 * cannot help; only a different account (a new sign-in) can.
 */
export function isUnsupportedMailbox(error: unknown): error is GraphRequestError {
  if (!(error instanceof GraphRequestError) || (error.operation !== 'emails' && error.operation !== 'profile')) return false;
  const codes = error.codes.map((c) => c.toLowerCase());
  if (error.status === 404) return codes.some((c) => UNSUPPORTED_CODES.has(c));
  return error.status === 403;
}

const UNSUPPORTED_CODES = new Set(['mailboxnotenabledforrestapi', 'mailboxnotsupportedforrestapi', 'resourcenotfound']);

/** Graph asked us to wait (Retry-After) longer than a request may: the caller defers the whole job. */
export function throttledFor(error: unknown): number | null {
  return error instanceof GraphRequestError && error.retryable && error.retryAfterMs !== null && error.retryAfterMs > 0
    ? error.retryAfterMs
    : null;
}

/** Graph error codes that mean "your sync state is gone, start over". */
export const RESYNC_CODES = new Set(['syncstatenotfound', 'resyncrequired', 'syncstateinvalid']);
