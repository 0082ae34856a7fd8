import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeltaPage } from '../types.js';
import type { RejectedMessage } from './parse-mail-file.js';

// A read error cannot be provoked with file modes when tests run as root, so readFile is wrapped.
const failing = new Set<string>();
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    readFile: (async (file: string, ...rest: unknown[]) => {
      if (failing.has(String(file))) throw Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
      return (actual.readFile as (...a: unknown[]) => unknown)(file, ...rest);
    }) as typeof actual.readFile,
  };
});
// Unit files share a worker's modules (vitest.config.ts): the mailbox is loaded afresh so it reads through the mock.
vi.resetModules();
const { LocalMailbox } = await import('./local-mailbox.js');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'triage-unreadable-'));
});
afterEach(async () => {
  failing.clear();
  await rm(dir, { recursive: true, force: true });
});

const eml = (extra = '') => `From: a@example.com\r\nSubject: Kept\r\nMessage-ID: <kept@example.com>\r\n${extra}\r\nbody\r\n`;

async function round(box: InstanceType<typeof LocalMailbox>, cursor: string | null): Promise<DeltaPage[]> {
  const pages: DeltaPage[] = [];
  for (let i = 0; i < 20; i++) {
    const page = await box.delta(cursor);
    pages.push(page);
    cursor = page.nextCursor;
    if (page.done) return pages;
  }
  throw new Error('round never finished');
}

describe('LocalMailbox.delta with an unreadable file', () => {
  it('keeps its messages, finishes the round, and retries it in the next round', async () => {
    const file = path.join(dir, 'a.eml');
    await writeFile(file, eml());
    const rejected: RejectedMessage[] = [];
    const box = new LocalMailbox({
      dir,
      outboxDir: path.join(dir, '.out'),
      profile: { id: 'u', email: null, name: null },
      onRejected: (r) => rejected.push(r),
    });
    const first = await round(box, null);
    await writeFile(file, eml('X-Edited: yes\r\n'));
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    failing.add(file);
    const broken = await round(box, first.at(-1)!.nextCursor);
    expect(broken.flatMap((p) => [...p.added, ...p.removed])).toEqual([]);
    expect(rejected).toMatchObject([
      { sourceFile: 'a.eml', reason: 'unreadable', message: 'Could not read the file: EIO: i/o error, read' },
    ]);
    failing.clear();
    const retried = await round(box, broken.at(-1)!.nextCursor);
    expect(retried.flatMap((p) => p.added.map((m) => m.subject))).toEqual(['Kept']);
  });
});
