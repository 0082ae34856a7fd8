import type { ApiError } from '@triage/contracts';
import type { ZodType } from 'zod';

/** A failed API call: carries the server's message, status and error code. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(message: string, status: number, code: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest<T> {
  method?: Method;
  body?: unknown;
  /**
   * When given, the response is validated, so a contract drift fails loudly here. The first
   * screen's calls pass none: the server already encodes every response through its contract
   * schema, and zod stays out of the first screen's JS (docs/performance.md, Web).
   */
  schema?: ZodType<T>;
  signal?: AbortSignal;
}

export async function apiFetch<T>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (method !== 'GET') {
    // Mutations always carry a JSON body: the server accepts them only as same-origin JSON.
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body ?? {});
  }
  // A POST creates or acts: its key lets the server answer a retry without doing it twice.
  if (method === 'POST') headers['Idempotency-Key'] = crypto.randomUUID();

  let response: Response;
  try {
    response = await send(path, { method, headers, body, credentials: 'same-origin', signal: request.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError('Could not reach the server. Check your connection and try again.', 0, 'network_error');
  }

  const payload: unknown = await readJson(response);
  if (!response.ok) throw toRequestError(response, payload);
  return request.schema ? request.schema.parse(payload) : (payload as T);
}

/** A POST that never got an answer (the connection dropped) is sent once more with the same Idempotency-Key. */
async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    const retryable = init.method === 'POST' && !(error instanceof DOMException && error.name === 'AbortError');
    if (!retryable) throw error;
    await new Promise((resolve) => setTimeout(resolve, 500));
    return fetch(path, init);
  }
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The contract's ApiError shape, checked by hand: every failed call passes here, zod need not load for it. */
function isApiError(payload: unknown): payload is ApiError {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false;
  const { error } = payload;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    'message' in error &&
    typeof error.code === 'string' &&
    typeof error.message === 'string'
  );
}

function toRequestError(response: Response, payload: unknown): ApiRequestError {
  if (isApiError(payload)) return new ApiRequestError(payload.error.message, response.status, payload.error.code);
  return new ApiRequestError(`Request failed: ${response.status} ${response.statusText}`.trim(), response.status, 'http_error');
}
