import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

/** A function answer may be a promise: the request stays unanswered until the test settles it. */
type Handler = MockAnswer | ((init: RequestInit | undefined, query: URLSearchParams) => MockAnswer | Promise<MockAnswer>);

/**
 * Stubs fetch with answers keyed by 'METHOD /path'; anything else answers 404. A path
 * with a query string is answered by its exact key, else by the key without the query
 * (the handler gets the query).
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = init?.method ?? 'GET';
    const [pathname = path, query = ''] = path.split('?');
    const handler = handlers[`${method} ${path}`] ?? handlers[`${method} ${pathname}`];
    const answer = !handler
      ? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } }
      : typeof handler === 'function'
        ? await handler(init, new URLSearchParams(query))
        : handler;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const signedOut: MockAnswer = { status: 401, body: { error: { code: 'unauthorized', message: 'User not authenticated' } } };

export const localUser = {
  id: 'u1',
  email: 'local@localhost',
  name: 'Local User',
  fullName: null,
  microsoftId: null,
};

export const localConfig: MockAnswer = { body: { mode: 'local', passwordRequired: false } };

/** `mockApi` for a screen of a signed-in local user with no projects, plus the screen's own `handlers`. */
export const mockSignedInApi = (handlers: Record<string, Handler>) =>
  mockApi({ 'GET /auth/me': { body: localUser }, 'GET /auth/config': localConfig, 'GET /api/v1/projects': { body: [] }, ...handlers });
