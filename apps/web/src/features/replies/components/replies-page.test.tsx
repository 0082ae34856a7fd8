import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockSignedInApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { watchForText } from '@/test/watch-text';
import { SYNCED_AT, syncStatus } from '@/test/sync-fixtures';
import { makeEmail } from '@/test/email-fixtures';

const REPLIES = 'GET /api/v1/replies?limit=10&offset=0';
describe('Replies', () => {
  it("says 'Loading emails...' while a new mailbox's first sync brings its mail, then shows the replies", async () => {
    let synced = false;
    const reply = makeEmail({ id: 'r1', subject: 'Lease renewal' });
    mockSignedInApi({
      'GET /api/v1/sync/status': () => ({ body: synced ? syncStatus(SYNCED_AT, 0) : syncStatus(null, 1) }),
      [REPLIES]: () => ({ body: synced ? { data: [reply], totalCount: 1 } : { data: [], totalCount: 0 } }),
    });
    const emptyText = watchForText('No replies yet');
    renderApp('/replies');
    expect(await screen.findByRole('group', { name: 'Total Replies generated: 0' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Loading emails...')).toBeInTheDocument();

    synced = true;
    expect(await screen.findByText('Lease renewal', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(emptyText.stop()).toBe(false);
  });

  it("says 'No replies yet' once a sync has finished without any", async () => {
    mockSignedInApi({ 'GET /api/v1/sync/status': { body: syncStatus(SYNCED_AT, 0) }, [REPLIES]: { body: { data: [], totalCount: 0 } } });
    renderApp('/replies');
    expect(await screen.findByText('No replies yet', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
