/** The real-mail slice in test-data/foldering (see its SOURCE.md), loaded once per test file. */
import path from 'node:path';
import { loadMaildir, type FolderedEmail } from '../eval/maildir.js';

export const SLICE_DIR = path.resolve(import.meta.dirname, '../../test-data/foldering/hyvl-d');

let cached: Promise<FolderedEmail[]> | null = null;
export const loadSlice = () => (cached ??= loadMaildir(SLICE_DIR));
