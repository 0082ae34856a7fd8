import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMbox, type MboxEntry } from './read-mbox.js';
import { splitMbox } from './split-mbox.js';

const separator = (i: number) => `From sender${i}@example.com Tue Mar  4 09:15:${String(i % 60).padStart(2, '0')} 2025`;

const message = (i: number, body: string) =>
  [separator(i), `From: s${i}@example.com`, `Subject: Message ${i}`, `Message-ID: <m${i}@example.com>`, '', body, ''].join('\n');

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'read-mbox-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function file(content: string | Buffer): Promise<string> {
  const name = path.join(dir, `${Math.random().toString(36).slice(2)}.mbox`);
  await writeFile(name, content);
  return name;
}

async function all(name: string, options: Parameters<typeof readMbox>[1] = {}): Promise<MboxEntry[]> {
  const entries: MboxEntry[] = [];
  for await (const entry of readMbox(name, options)) entries.push(entry);
  return entries;
}

const text = (e: MboxEntry) => e.raw?.toString('latin1') ?? null;

describe('readMbox', () => {
  it('yields the same messages as splitMbox whatever the chunk size', async () => {
    const bodies = fc.array(
      fc.oneof(
        fc.string({ maxLength: 300 }),
        fc.constantFrom(
          '>From quoted',
          'From here on, not a separator',
          '',
          '\r',
          'x'.repeat(5000),
          'From a@x Tue Mar  4 09:15:00 2025 inline',
        ),
      ),
      { minLength: 1, maxLength: 12 },
    );
    await fc.assert(
      fc.asyncProperty(bodies, fc.constantFrom(7, 64, 1000, 1 << 20), fc.boolean(), async (list, chunkBytes, crlf) => {
        let content = list.map((b, i) => message(i, b)).join('\n');
        if (crlf) content = content.replace(/\n/g, '\r\n');
        const name = await file(content);
        const expected = splitMbox(Buffer.from(content, 'latin1')).map((b) => b.toString('latin1'));
        expect((await all(name, { chunkBytes })).map(text)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('resumes from any returned offset with the rest of the messages and their indexes', async () => {
    const content = Array.from({ length: 30 }, (_, i) => message(i, `Body ${i}\n>From quoted`)).join('\n');
    const name = await file(content);
    const entries = await all(name, { chunkBytes: 100 });
    expect(entries).toHaveLength(30);
    expect(entries.at(-1)!.end).toBe(Buffer.byteLength(content));
    for (const cut of [0, 1, 13, 28]) {
      const rest = await all(name, { start: entries[cut]!.end, firstIndex: cut + 1, chunkBytes: 64 });
      expect(rest.map((e) => [e.index, text(e)])).toEqual(entries.slice(cut + 1).map((e) => [e.index, text(e)]));
    }
  });

  it('reports a message over the size limit without holding it, and goes on', async () => {
    const huge = 'y'.repeat(200_000);
    const content = [
      message(0, 'small'),
      message(1, huge),
      message(2, `${huge.slice(0, 10)}\n${'z'.repeat(150_000)}`),
      message(3, 'after'),
    ].join('\n');
    const entries = await all(await file(content), { chunkBytes: 4096, maxMessageBytes: 100_000 });
    expect(entries.map((e) => [e.index, e.raw === null])).toEqual([
      [0, false],
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect(text(entries[3]!)).toContain('Subject: Message 3');
  });

  it('keeps a lone message without any separator, and yields nothing for an empty file', async () => {
    expect((await all(await file('Subject: lone\n\nbody\n'))).map(text)).toEqual(['Subject: lone\n\nbody\n']);
    expect(await all(await file(''))).toEqual([]);
  });
});
