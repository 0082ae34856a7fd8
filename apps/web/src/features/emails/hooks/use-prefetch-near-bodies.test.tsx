import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { makeEmail } from '@/test/email-fixtures';
import { mockApi } from '@/test/mock-api';
import { usePrefetchNearBodies } from './use-prefetch-near-bodies';

// e1 short (its row has the body); e2 to e5 long, left out of their rows.
const emails = ['e1', 'e2', 'e3', 'e4', 'e5'].map((id, i) => makeEmail({ id, body: i === 0 ? '<p>Short</p>' : null }));
const fetchedIds = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) => /\/emails\/(\w+)\/recommendations/.exec(String(url))?.[1]).sort();

describe('usePrefetchNearBodies', () => {
  it('fetches the long bodies of the email under the cursor and its neighbours, once each', async () => {
    const fetchMock = mockApi(
      Object.fromEntries(
        emails.map((e) => [`GET /api/v1/emails/${e.id}/recommendations`, { body: { ...e, body: `<p>All of ${e.id}</p>` } }]),
      ),
    );
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { rerender } = renderHook(({ active }) => usePrefetchNearBodies(emails, active), {
      wrapper,
      initialProps: { active: emails[1] },
    });
    // e1's body is in its row; e4 and e5 are not next to the cursor.
    await vi.waitFor(() => expect(fetchedIds(fetchMock)).toEqual(['e2', 'e3']));
    // j twice: e4 and e5 come, e3 not again.
    rerender({ active: emails[2] });
    rerender({ active: emails[3] });
    await vi.waitFor(() => expect(fetchedIds(fetchMock)).toEqual(['e2', 'e3', 'e4', 'e5']));
  });
});
