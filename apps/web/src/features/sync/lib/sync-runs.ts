import type { SyncStatus } from '@triage/contracts';
import { differenceInSeconds } from 'date-fns';

export type SyncRun = SyncStatus['recent'][number];

export const RUN_KINDS: Record<string, string> = { sync: 'Sync', import: 'Import', upload: 'File import' };
export const TRIGGERS: Record<string, string> = {
  schedule: 'Scheduled',
  user: 'You',
  'sign-in': 'Sign-in',
  notification: 'New mail notice',
  watch: 'Mailbox folder changed',
  sent: 'Mail you sent',
};
export const QUEUE_NAMES: Record<string, string> = {
  'mail.sync': 'Mailbox sync',
  'mail.import': 'Email import',
  'mail.upload': 'File import',
};

/** '2.4 s', '1 min 5 s'; null while still running. */
export function runDuration(run: Pick<SyncRun, 'startedAt' | 'finishedAt'>): string | null {
  if (!run.finishedAt) return null;
  const ms = Date.parse(run.finishedAt) - Date.parse(run.startedAt);
  if (!Number.isFinite(ms) || ms < 0) return null;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
  const seconds = differenceInSeconds(new Date(run.finishedAt), new Date(run.startedAt));
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** 'added 3, updated 1, removed 0' in a few words, or 'no changes'. */
export function runCounts(run: Pick<SyncRun, 'added' | 'updated' | 'removed'>): string {
  if (run.added + run.updated + run.removed === 0) return 'no changes';
  return `${run.added} new, ${run.updated} updated, ${run.removed} removed`;
}

export const isFailed = (run: Pick<SyncRun, 'status' | 'error'>) => run.status === 'error' || run.status === 'failed';

/** The newest failed run of each kind that no later run of the same kind has superseded. */
export function retryableRuns(recent: readonly SyncRun[]): Set<string> {
  const seen = new Set<string>();
  const retry = new Set<string>();
  for (const run of recent) {
    // A failed file import retries on its own from where it stopped; the file cannot be sent again from here.
    if (seen.has(run.kind) || run.kind === 'upload') continue;
    seen.add(run.kind);
    if (isFailed(run)) retry.add(run.id);
  }
  return retry;
}
