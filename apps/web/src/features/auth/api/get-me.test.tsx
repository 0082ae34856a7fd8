import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { localUser, mockApi, signedOut } from '@/test/mock-api';

async function load() {
  vi.resetModules();
  const me = await import('./get-me');
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { ...me, wrapper };
}

describe('the session check started by the entry', () => {
  it('is the one the guard uses: a single /auth/me', async () => {
    const fetchMock = mockApi({ 'GET /auth/me': { body: localUser } });
    const { startEarlySessionCheck, useMe, wrapper } = await load();
    startEarlySessionCheck();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { result } = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(localUser));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers signed out (null) when the session is gone', async () => {
    mockApi({ 'GET /auth/me': signedOut });
    const { startEarlySessionCheck, useMe, wrapper } = await load();
    startEarlySessionCheck();
    const { result } = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });
});
