import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads a generated secret from DATA_DIR, creating it (mode 0600) on first
 * start. 'wx' makes two processes racing on first start agree on one value.
 */
export async function readOrCreateSecret(dataDir: string, name: string, generate: () => string): Promise<string> {
  const dir = path.join(dataDir, 'secrets');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, name);
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) return existing.trim();
  try {
    await writeFile(file, generate(), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return (await readFile(file, 'utf8')).trim();
}
