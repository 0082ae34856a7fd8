import type { SyncStatus } from '@triage/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localConfig, localUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { makeEmail } from '@/test/email-fixtures';

const REPLIES = 'GET /api/v1/replies?limit=10&offset=0';
const SYNCED_AT = '2026-11-29T09:21:38.670Z';

/** The local mailbox's sync status: never synced with its first sync waiting, or synced at `lastSync`. */
const syncStatus = (lastSync: string | null): SyncStatus => ({
  provider: 'local',
  connected: true,
  email: localUser.email,
  lastSync,
  nextSync: null,
  intervalSeconds: 300,
  running: [],
  recent: [],
  queued: [{ name: 'mail.sync', queued: lastSync ? 0 : 1 }],
  problem: null,
  notBefore: null,
});

const serve = (handlers: Parameters<typeof mockApi>[0]) =>
  mockApi({ 'GET /auth/me': { body: localUser }, 'GET /auth/config': localConfig, 'GET /api/v1/projects': { body: [] }, ...handlers });

describe('Replies', () => {
  it("says 'Loading emails...' while a new mailbox's first sync brings its mail, then shows the replies", async () => {
    let synced = false;
    const reply = makeEmail({ id: 'r1', subject: 'Lease renewal' });
    serve({
      'GET /api/v1/sync/status': () => ({ body: syncStatus(synced ? SYNCED_AT : null) }),
      [REPLIES]: () => ({ body: synced ? { data: [reply], totalCount: 1 } : { data: [], totalCount: 0 } }),
    });
    let sawEmpty = false;
    const watch = new MutationObserver(() => (sawEmpty ||= document.body.textContent?.includes('No replies yet') ?? false));
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderApp('/replies');
    expect(await screen.findByRole('group', { name: 'Total Replies generated: 0' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Loading emails...')).toBeInTheDocument();

    synced = true;
    expect(await screen.findByText('Lease renewal', {}, { timeout: 10_000 })).toBeInTheDocument();
    watch.disconnect();
    expect(sawEmpty).toBe(false);
  });

  it("says 'No replies yet' once a sync has finished without any", async () => {
    serve({ 'GET /api/v1/sync/status': { body: syncStatus(SYNCED_AT) }, [REPLIES]: { body: { data: [], totalCount: 0 } } });
    renderApp('/replies');
    expect(await screen.findByText('No replies yet', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
