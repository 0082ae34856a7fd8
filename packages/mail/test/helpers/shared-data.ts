import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The third-party data set folder shared by the team (../shared/data beside the repo), read in
 * place and never copied. SHARED_DATA_DIR points elsewhere when the checkout lives somewhere else.
 */
export const SHARED_DATA_DIR =
  process.env.SHARED_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../../../shared/data');

export const sharedData = (...parts: string[]) => path.join(SHARED_DATA_DIR, ...parts);
export const hasSharedData = (...parts: string[]) => existsSync(sharedData(...parts));
