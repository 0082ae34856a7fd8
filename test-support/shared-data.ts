import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The team's third-party data sets (Enron mail, spam corpora, XSS collections, ...), read in place from
 * SHARED_DATA_DIR and never copied whole into the repository. Without it a clone still passes: each
 * sweep over those sets is skipped and says so. With it every sweep must run, so a set missing from it
 * is an error, not a skip (.ci/run sets it). The small slices the unit tests need ship in the repo.
 */
const dir = process.env.SHARED_DATA_DIR ? path.resolve(process.env.SHARED_DATA_DIR) : null;

export const sharedData = (...parts: string[]): string => {
  if (!dir) throw new Error('SHARED_DATA_DIR is not set');
  return path.join(dir, ...parts);
};

/** True when the sweep can run; false (with a line saying what is skipped) when SHARED_DATA_DIR is unset. */
export function hasSharedData(sweep: string, ...parts: string[]): boolean {
  if (!dir) {
    console.warn(`[shared data] skipped: ${sweep} (set SHARED_DATA_DIR to the shared data folder to run it)`);
    return false;
  }
  const wanted = sharedData(...parts);
  if (!existsSync(wanted)) throw new Error(`SHARED_DATA_DIR is set but ${wanted} is missing: ${sweep} cannot run`);
  return true;
}
