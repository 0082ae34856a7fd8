import { randomUUID } from 'node:crypto';
import { DeltaResetError, GraphAuthError, GraphRequestError, RESYNC_CODES, type GraphOperation } from './errors.js';
import { backoffDelay, neverReachedServer, parseRetryAfter, RETRY_DEFAULTS, type RetryPolicy } from './retry-policy.js';

export type GraphHttpOptions = {
  getAccessToken: () => Promise<string>;
  /** Refreshes and returns a new token; called once on a 401, then the request is retried once. */
  onUnauthorized?: () => Promise<string>;
  fetch?: typeof fetch;
  maxRetries?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  timeoutMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxRetryAfterMs?: number;
};

export type GraphRequest = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  operation: GraphOperation;
  body?: unknown;
  /** Extra Prefer preferences; IdType="ImmutableId" is always sent. */
  prefer?: string[];
  /** Extra request headers, e.g. ConsistencyLevel for $count. */
  headers?: Record<string, string>;
  /** A delta request: a 410 or a resync error code becomes DeltaResetError. */
  delta?: boolean;
  /** The caller answers a 504 with a smaller page: it is not retried as it is. */
  smallerPageOn504?: boolean;
};

type Outcome =
  | { kind: 'ok'; data: unknown }
  | {
      kind: 'status';
      status: number;
      code: string | null;
      codes: string[];
      message: string | null;
      requestId: string | null;
      retryAfterMs: number | null;
      location: string | null;
    }
  | { kind: 'network'; error: unknown };

/** Immutable ids survive moves between folders, so a stored providerId stays valid. */
const ID_TYPE = 'IdType="ImmutableId"';

/** One Graph call with auth, Prefer, timeout, retries and error mapping. Never logs the token. */
export class GraphHttp {
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly policy: RetryPolicy;

  constructor(private readonly options: GraphHttpOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.random = options.random ?? Math.random;
    this.policy = {
      maxRetries: options.maxRetries ?? RETRY_DEFAULTS.maxRetries,
      baseDelayMs: options.baseDelayMs ?? RETRY_DEFAULTS.baseDelayMs,
      maxDelayMs: options.maxDelayMs ?? RETRY_DEFAULTS.maxDelayMs,
      maxRetryAfterMs: options.maxRetryAfterMs ?? RETRY_DEFAULTS.maxRetryAfterMs,
      timeoutMs: options.timeoutMs ?? RETRY_DEFAULTS.timeoutMs,
    };
  }

  async request<T>(request: GraphRequest): Promise<T> {
    let token = await this.options.getAccessToken();
    let refreshed = false;
    // One client-request-id for all attempts: Graph support can then follow a retried call.
    const clientRequestId = randomUUID();
    for (let retry = 0; ; retry++) {
      const outcome = await this.attempt(request, token, clientRequestId);
      if (outcome.kind === 'ok') return outcome.data as T;
      if (outcome.kind === 'status' && outcome.status === 401) {
        const details = {
          operation: request.operation,
          status: 401,
          code: outcome.code,
          codes: outcome.codes,
          graphMessage: outcome.message,
          requestId: outcome.requestId,
        };
        if (refreshed || !this.options.onUnauthorized) throw new GraphAuthError(details);
        token = await this.options.onUnauthorized();
        refreshed = true;
        retry--; // the refresh retry is not a transient-failure retry
        continue;
      }
      const wait = this.retryDelay(request, outcome, retry);
      if (wait === null) throw this.toError(request, outcome);
      await this.sleep(wait);
    }
  }

  private async attempt(request: GraphRequest, token: string, clientRequestId: string): Promise<Outcome> {
    const headers: Record<string, string> = {
      ...request.headers,
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      prefer: [ID_TYPE, ...(request.prefer ?? [])].join(', '),
      'client-request-id': clientRequestId,
    };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await this.fetch(request.url, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(this.policy.timeoutMs),
      });
      // The whole body is read inside the try: a connection cut mid-body is a network failure too.
      const text = await response.text();
      if (response.ok) return { kind: 'ok', data: text ? JSON.parse(text) : undefined };
      const error = readGraphError(text);
      return {
        kind: 'status',
        status: response.status,
        code: error.code,
        codes: error.codes,
        message: error.message,
        requestId: response.headers.get('request-id'),
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
        location: response.headers.get('location'),
      };
    } catch (error) {
      return { kind: 'network', error };
    }
  }

  /**
   * Milliseconds to wait before the next attempt, or null to give up. GETs, PATCHes and DELETEs
   * (idempotent: the same patch twice leaves the same state) retry every transient failure. POSTs
   * (reply, sendMail, a new subscription) retry only what Graph certainly did not process: 429,
   * 503 and connections that never opened; a 500 or a cut connection may already have sent the
   * mail, and a duplicate reply is worse than an error the user can retry.
   */
  private retryDelay(request: GraphRequest, outcome: Exclude<Outcome, { kind: 'ok' }>, retry: number): number | null {
    if (retry >= this.policy.maxRetries) return null;
    const idempotent = request.method !== 'POST';
    const backoff = backoffDelay(retry, this.random, this.policy.baseDelayMs, this.policy.maxDelayMs);
    if (outcome.kind === 'network') return idempotent || neverReachedServer(outcome.error) ? backoff : null;
    if (request.delta && isResync(outcome)) return null;
    if (request.smallerPageOn504 && outcome.status === 504) return null;
    if (outcome.status === 429 || outcome.status === 503) {
      if (outcome.retryAfterMs === null) return backoff;
      return outcome.retryAfterMs <= this.policy.maxRetryAfterMs ? outcome.retryAfterMs : null;
    }
    if (outcome.status >= 500 && idempotent) return backoff;
    return null;
  }

  private toError(request: GraphRequest, outcome: Exclude<Outcome, { kind: 'ok' }>): GraphRequestError {
    const operation = request.operation;
    if (outcome.kind === 'network') {
      return new GraphRequestError({ operation, status: null, retryable: true, cause: outcome.error });
    }
    const details = {
      operation,
      status: outcome.status,
      code: outcome.code,
      codes: outcome.codes,
      graphMessage: outcome.message,
      requestId: outcome.requestId,
      retryable: outcome.status === 429 || outcome.status >= 500,
      retryAfterMs: outcome.retryAfterMs,
    };
    if (request.delta && isResync(outcome)) return new DeltaResetError({ ...details, location: outcome.location });
    return new GraphRequestError(details);
  }
}

function isResync(outcome: { status: number; codes: string[] }): boolean {
  return outcome.status === 410 || outcome.codes.some((code) => RESYNC_CODES.has(code.toLowerCase()));
}

type ErrorNode = { code?: unknown; message?: unknown; innerError?: ErrorNode; innererror?: ErrorNode };

/**
 * Graph's { error: { code, message, innerError: { code, innerError ... } } }: the top-level code is
 * often generic (ErrorInvalidRequest, 410 SyncStateNotFound) and the actionable one nested
 * (resyncRequired). Tolerant of HTML error pages from proxies.
 */
export function readGraphError(text: string): { code: string | null; codes: string[]; message: string | null } {
  let error: ErrorNode | undefined;
  try {
    error = (JSON.parse(text) as { error?: ErrorNode }).error;
  } catch {
    return { code: null, codes: [], message: null };
  }
  const codes: string[] = [];
  for (let node = error, depth = 0; node && typeof node === 'object' && depth < 8; node = node.innerError ?? node.innererror, depth++) {
    if (typeof node.code === 'string' && node.code) codes.push(node.code);
  }
  return { code: codes[0] ?? null, codes, message: typeof error?.message === 'string' ? error.message : null };
}
