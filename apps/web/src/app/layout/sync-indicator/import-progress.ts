/** Import progress as a percentage, or null while the total is not known yet. */
export function importPercent(imported: number, total: number | null): number | null {
  if (!total || total <= 0) return null;
  return Math.round((Math.min(imported, total) / total) * 100);
}

/** "Importing X of Y emails"; mail arriving during the import can take X past the starting count, so Y grows with it. */
export function importLabel(imported: number, total: number | null): string {
  return `Importing ${imported}${total ? ` of ${Math.max(imported, total)}` : ''} emails`;
}

type JobProgress = { source: 'mailbox' | 'upload'; imported: number; total: number | null; bytesDone: number; bytesTotal: number | null };

/** An uploaded file moves by the share of it read (its message count is known only at the end); a mailbox import by its counts. */
export function jobPercent(job: JobProgress): number | null {
  return job.source === 'upload' ? importPercent(job.bytesDone, job.bytesTotal) : importPercent(job.imported, job.total);
}
