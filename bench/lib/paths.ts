import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverDist = path.join(repoRoot, 'apps/server/dist');
/** ../shared/data beside the repository, read in place (never copied in). */
export const sharedData = process.env.SHARED_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
