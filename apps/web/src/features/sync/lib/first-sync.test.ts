import type { SyncStatus } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { firstSyncUnderway } from './first-sync';

const waiting: SyncStatus = {
  provider: 'local',
  connected: true,
  email: 'me@example.test',
  lastSync: null,
  nextSync: null,
  intervalSeconds: 300,
  running: [],
  recent: [],
  queued: [{ name: 'mail.sync', queued: 1 }],
  problem: null,
  notBefore: null,
};
const run = {
  id: 'r1',
  kind: 'sync',
  trigger: 'sign-in',
  status: 'running',
  added: 0,
  updated: 0,
  removed: 0,
  pages: 0,
  error: null,
  startedAt: '2026-11-29T09:21:37.000Z',
  finishedAt: null,
};
const idle = [{ name: 'mail.sync', queued: 0 }];

describe('the first sync of a mailbox', () => {
  it('is underway while its sync waits in the queue or runs, before any sync has finished', () => {
    expect(firstSyncUnderway(waiting)).toBe(true);
    expect(firstSyncUnderway({ ...waiting, queued: idle, running: [run] })).toBe(true);
  });

  it('is over once a sync has finished, and never underway without a mailbox, a job, or while a problem stops it', () => {
    expect(firstSyncUnderway({ ...waiting, lastSync: '2026-11-29T09:21:38.670Z', running: [run] })).toBe(false);
    expect(firstSyncUnderway({ ...waiting, connected: false })).toBe(false);
    expect(firstSyncUnderway({ ...waiting, queued: idle })).toBe(false);
    expect(firstSyncUnderway({ ...waiting, problem: { kind: 'unsupported_mailbox', message: 'Cannot read', detail: null } })).toBe(false);
    expect(firstSyncUnderway(undefined)).toBe(false);
  });
});
