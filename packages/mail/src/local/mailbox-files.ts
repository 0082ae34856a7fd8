import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** What a delta cursor remembers of a file: enough to notice any rewrite. */
export type FileState = { rel: string; sig: string; mtimeMs: number };

export const isMailFile = (name: string) => /\.(eml|mbox)$/i.test(name) && !name.startsWith('.');

/**
 * Every .eml/.mbox file under `dir` (recursive), keyed by its path relative to `dir` with '/'
 * separators. Dotfiles and dot-folders are skipped (editors and sync tools park temp files there),
 * and so is any folder in `exclude` (the outbox when it lives inside the mailbox). A missing
 * folder is an empty mailbox.
 */
export async function scanMailbox(dir: string, exclude: string[] = []): Promise<Map<string, FileState>> {
  const files = new Map<string, FileState>();
  const skip = new Set(exclude.map((d) => path.resolve(d)));
  async function walk(abs: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(abs, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(abs, entry.name);
      if (entry.isDirectory()) {
        if (!skip.has(full)) await walk(full);
      } else if (entry.isFile() && isMailFile(entry.name)) {
        try {
          const st = await stat(full);
          const rel = path.relative(dir, full).split(path.sep).join('/');
          files.set(rel, { rel, sig: `${Math.trunc(st.mtimeMs)}:${st.size}`, mtimeMs: st.mtimeMs });
        } catch {
          // Deleted between readdir and stat: it simply is not there.
        }
      }
    }
  }
  await walk(path.resolve(dir));
  return files;
}

/** The folder a message shows in: an mbox file is a folder of its own; an .eml takes its directory ('Inbox' at the top). */
export function folderOf(rel: string): string {
  if (/\.mbox$/i.test(rel)) return rel.replace(/\.mbox$/i, '');
  const dir = path.posix.dirname(rel);
  return dir === '.' ? 'Inbox' : dir;
}
