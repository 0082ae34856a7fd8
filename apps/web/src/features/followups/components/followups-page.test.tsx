import type { Followups } from '@triage/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockSignedInApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { watchForText } from '@/test/watch-text';
import { SYNCED_AT, syncStatus } from '@/test/sync-fixtures';

const none: Followups = { needsReply: [], waiting: [], commitments: [], waitingDays: 3 };
const asked: Followups = {
  ...none,
  needsReply: [
    {
      conversationId: 'c1',
      state: 'needs_reply',
      subject: 'Q2 close calendar',
      people: [{ name: 'Hannah Brooks', address: 'hannah@example.com' }],
      preview: 'What do we need from you?',
      lastMessageAt: '2026-11-20T10:00:00.000Z',
      ageWorkingDays: 6,
      overdue: false,
      reminded: false,
      emailId: 'e1',
      webLink: null,
    },
  ],
};

describe('Follow-ups', () => {
  it("keeps 'Loading follow-ups...' while a new mailbox's first sync brings its mail, then shows the conversations", async () => {
    let synced = false;
    mockSignedInApi({
      'GET /api/v1/sync/status': () => ({ body: synced ? syncStatus(SYNCED_AT, 0) : syncStatus(null, 1) }),
      'GET /api/v1/followups': () => ({ body: synced ? asked : none }),
    });
    const emptyText = watchForText('Nothing needs a reply');
    renderApp('/followups');
    expect(await screen.findByText('Loading follow-ups...', {}, { timeout: 10_000 })).toBeInTheDocument();

    synced = true;
    expect(await screen.findByText('Q2 close calendar', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(emptyText.stop()).toBe(false);
  });

  it("says 'Nothing needs a reply' once a sync has finished without any", async () => {
    mockSignedInApi({ 'GET /api/v1/sync/status': { body: syncStatus(SYNCED_AT, 0) }, 'GET /api/v1/followups': { body: none } });
    renderApp('/followups');
    expect(await screen.findByText('Nothing needs a reply', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
