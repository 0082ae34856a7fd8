import { describe, expect, it } from 'vitest';
import { syncPollInterval } from './sync-poll';
import { retryableRuns, runCounts, runDuration, type SyncRun } from './sync-runs';

const run = (over: Partial<SyncRun>): SyncRun => ({
  id: 'r',
  kind: 'sync',
  trigger: 'user',
  status: 'completed',
  added: 0,
  updated: 0,
  removed: 0,
  pages: 1,
  error: null,
  startedAt: '2026-03-03T10:00:00.000Z',
  finishedAt: '2026-03-03T10:00:02.400Z',
  ...over,
});

describe('sync runs', () => {
  it('says how long a run took', () => {
    expect(runDuration(run({}))).toBe('2.4 s');
    expect(runDuration(run({ finishedAt: '2026-03-03T10:00:42.000Z' }))).toBe('42 s');
    expect(runDuration(run({ finishedAt: '2026-03-03T10:01:05.000Z' }))).toBe('1 min 5 s');
    expect(runDuration(run({ finishedAt: null }))).toBeNull();
  });

  it('counts what a run changed', () => {
    expect(runCounts(run({}))).toBe('no changes');
    expect(runCounts(run({ added: 3, updated: 1 }))).toBe('3 new, 1 updated, 0 removed');
  });

  it('offers a retry for the newest failure of each kind only', () => {
    const runs = [
      run({ id: 'a', kind: 'sync', status: 'error', error: 'offline' }),
      run({ id: 'b', kind: 'import', status: 'completed' }),
      run({ id: 'c', kind: 'sync', status: 'error' }),
      run({ id: 'd', kind: 'import', status: 'error' }),
    ];
    expect([...retryableRuns(runs)]).toEqual(['a']);
  });
});

describe('sync status polling', () => {
  it('asks every 2 s while a run goes or a job waits in a queue, else every 10 s', () => {
    expect(syncPollInterval(undefined)).toBe(10_000);
    expect(syncPollInterval({ running: [], queued: [{ name: 'mail.sync', queued: 0 }] })).toBe(10_000);
    expect(syncPollInterval({ running: [], queued: [{ name: 'mail.sync', queued: 1 }] })).toBe(2_000);
    expect(syncPollInterval({ running: [run({ status: 'running', finishedAt: null })], queued: [] })).toBe(2_000);
  });
});
