import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockApi } from '@/test/mock-api';
import { ApiRequestError, apiFetch } from './api-client';

describe('apiFetch', () => {
  it('GETs same-origin JSON without a body', async () => {
    const fetchMock = mockApi({ 'GET /api/v1/things': { body: { ok: 1 } } });
    await expect(apiFetch('/api/v1/things')).resolves.toEqual({ ok: 1 });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', body: undefined });
  });

  it('sends mutations as JSON, with an empty object when there is no body', async () => {
    const fetchMock = mockApi({ 'POST /x': { body: { done: true } }, 'PATCH /y': { body: {} } });
    await apiFetch('/x', { method: 'POST' });
    await apiFetch('/y', { method: 'PATCH', body: { name: 'A' } });
    const [post, patch] = fetchMock.mock.calls.map(([, init]) => init);
    expect(post?.body).toBe('{}');
    expect(patch?.body).toBe('{"name":"A"}');
    expect(new Headers(post?.headers).get('Content-Type')).toBe('application/json');
  });

  it("throws the server's message, status and code", async () => {
    mockApi({ 'DELETE /z': { status: 409, body: { error: { code: 'conflict', message: 'This service already exists.' } } } });
    const error = await apiFetch('/z', { method: 'DELETE' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: 'This service already exists.', status: 409, code: 'conflict' });
  });

  it('describes an error answer that is not the API shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(apiFetch('/api/v1/x')).rejects.toMatchObject({ message: 'Request failed: 502 Bad Gateway', status: 502 });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/api/v1/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('sends an Idempotency-Key on every POST, and the same key on its one retry after a network failure', async () => {
    const fetchMock = vi.fn(async (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch')));
    fetchMock.mockImplementationOnce(async () => Promise.reject(new TypeError('Failed to fetch')));
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ id: 'p1' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/v1/projects', { method: 'POST', body: { name: 'A' } })).resolves.toEqual({ id: 'p1' });
    const keys = fetchMock.mock.calls.map((call) =>
      new Headers((call as unknown as [string, RequestInit])[1].headers).get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    const other = mockApi({ 'POST /api/v1/projects': { body: {} }, 'PATCH /api/v1/projects/1': { body: {} } });
    await apiFetch('/api/v1/projects', { method: 'POST', body: { name: 'B' } });
    await apiFetch('/api/v1/projects/1', { method: 'PATCH', body: { name: 'C' } });
    const [post, patch] = other.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(post).not.toBe(keys[0]);
    expect(patch).toBeNull();
  });

  it('validates the answer against a schema', async () => {
    mockApi({ 'GET /n': { body: { n: 'not a number' } } });
    await expect(apiFetch('/n', { schema: z.object({ n: z.number() }) })).rejects.toThrow();
  });

  it('accepts an empty 204 answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiFetch('/e', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
