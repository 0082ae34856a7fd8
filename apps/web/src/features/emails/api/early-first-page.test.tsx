import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { rememberSignedIn } from '@/lib/session-hint';
import { mockApi } from '@/test/mock-api';

const page = { data: [], total: 0, summary: {} };

// Each test loads the modules afresh: the early request is module state, taken once.
async function load() {
  vi.resetModules();
  const early = await import('./early-first-page');
  const recommendations = await import('./get-recommendations');
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { ...early, ...recommendations, wrapper };
}

/** A browser that was signed in opens the app: the entry asks for the queue's first page. */
async function openSignedIn(density?: 'comfortable') {
  const fetchMock = mockApi({ 'GET /api/v1/emails/recommendations': { body: page } });
  rememberSignedIn(true);
  if (density) localStorage.setItem('triage.queue.density', density);
  const loaded = await load();
  loaded.startQueueFirstPage();
  return { fetchMock, ...loaded };
}

const requested = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.map(([input]) => String(input));

describe('the queue page requested by the entry', () => {
  it('is not asked for when this browser was not signed in', async () => {
    const fetchMock = mockApi({});
    const { startQueueFirstPage } = await load();
    startQueueFirstPage();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for the remembered density's first page and the screen uses that answer", async () => {
    const { fetchMock, useRecommendations, wrapper } = await openSignedIn('comfortable');
    expect(requested(fetchMock)).toEqual(['/api/v1/emails/recommendations?limit=5&offset=0&sort=default']);

    const { result } = renderHook(() => useRecommendations({ limit: 5, offset: 0, sort: 'default' }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows an answer that came before the screen mounted in its first render, without asking again', async () => {
    const { fetchMock, useRecommendations, wrapper } = await openSignedIn('comfortable');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));

    const { result } = renderHook(() => useRecommendations({ limit: 5, offset: 0, sort: 'default' }), { wrapper });
    expect(result.current.data).toEqual(page);
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for a compact page by default, and a screen wanting another page asks again', async () => {
    const { fetchMock, useRecommendations, wrapper } = await openSignedIn();
    const { result } = renderHook(() => useRecommendations({ limit: 50, offset: 0, sort: 'default' }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(requested(fetchMock)).toEqual([
      '/api/v1/emails/recommendations?limit=25&offset=0&sort=default',
      '/api/v1/emails/recommendations?limit=50&offset=0&sort=default',
    ]);
  });
});
