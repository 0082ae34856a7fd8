import { LIMITS } from '@triage/contracts';
import type { ImportJob } from '../api/email-import';

type ImportPhase = 'idle' | 'starting' | 'running' | 'completed' | 'error';

export interface ImportView {
  phase: ImportPhase;
  /** 0..100, or null while the total is not known (an indeterminate bar). */
  progress: number | null;
  message: string;
}

const plural = (n: number) => `${n} email${n === 1 ? '' : 's'}`;

/**
 * The Email Import card's state from the job the server reports (docs/behaviour.md, States and transitions): starting shows 10, a
 * running job its imported/total when the total is known, completed 100.
 */
export function importView(job: ImportJob | null | undefined, requesting: boolean): ImportView {
  if (requesting || job?.status === 'starting' || job?.status === 'idle') {
    return { phase: 'starting', progress: 10, message: 'Starting import...' };
  }
  if (!job) return { phase: 'idle', progress: null, message: '' };
  if (job.source === 'upload') return uploadView(job);
  if (job.status === 'running') {
    const progress = job.total ? Math.min(100, Math.round(10 + (90 * Math.min(job.imported, job.total)) / job.total)) : null;
    return {
      phase: 'running',
      progress,
      // Mail arriving during the import can take the count past the total counted at its start.
      message: job.total
        ? `Imported ${job.imported} of ${plural(Math.max(job.imported, job.total))}...`
        : `Importing... ${plural(job.imported)} so far`,
    };
  }
  if (job.status === 'completed') {
    return {
      phase: 'completed',
      progress: 100,
      message: `Import completed: ${plural(job.total ?? job.imported)} from the last ${job.daysBack} days`,
    };
  }
  return { phase: 'error', progress: null, message: job.error ?? 'The import failed' };
}

/** An uploaded .mbox: its size is known, its message count only once read, so progress is the share of the file read. */
function uploadView(job: ImportJob): ImportView {
  const file = job.fileName ?? 'the uploaded file';
  if (job.status === 'running') {
    const share = job.bytesTotal ? Math.min(1, job.bytesDone / job.bytesTotal) : 0;
    return {
      phase: 'running',
      progress: Math.round(10 + 90 * share),
      message: `Importing ${file}... ${plural(job.imported)} so far (${Math.round(100 * share)}%)`,
    };
  }
  if (job.status === 'completed') {
    const extra = `${job.duplicates} duplicate${job.duplicates === 1 ? '' : 's'} skipped, ${job.rejected} rejected`;
    return { phase: 'completed', progress: 100, message: `Import completed: ${plural(job.imported)} from ${file} (${extra})` };
  }
  return { phase: 'error', progress: null, message: job.error ?? 'The import failed' };
}

/** docs/behaviour.md, Validation: 1 to 365; anything that is not a number falls back to 30. */
export function parseDaysBack(text: string): { value: number; error: string | null } {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) return { value: LIMITS.importDaysBackDefault, error: null };
  if (!Number.isInteger(n) || n < LIMITS.importDaysBackMin || n > LIMITS.importDaysBackMax) {
    return { value: n, error: `Days back must be a whole number from ${LIMITS.importDaysBackMin} to ${LIMITS.importDaysBackMax}` };
  }
  return { value: n, error: null };
}
