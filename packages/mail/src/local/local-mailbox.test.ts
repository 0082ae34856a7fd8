import { mkdtemp, mkdir, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeltaPage, MailMessage } from '../types.js';
import { LocalMailbox, type LocalMailboxOptions } from './local-mailbox.js';
import type { RejectedMessage } from './parse-mail-file.js';
import { parseEml } from './parse-eml.js';

let root: string;
let dir: string;
let outboxDir: string;
const profile = { id: 'u1', email: 'local@localhost', name: 'Local User' };

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'triage-local-'));
  dir = path.join(root, 'mailbox');
  outboxDir = path.join(root, 'outbox');
  await mkdir(dir, { recursive: true });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const mailbox = (extra: Partial<LocalMailboxOptions> = {}) => new LocalMailbox({ dir, outboxDir, profile, ...extra });

const eml = (n: number, extra: string[] = []) =>
  [
    `From: "Sender ${n}" <s${n}@example.com>`,
    'To: Local User <local@localhost>',
    `Subject: Message ${n}`,
    `Date: ${new Date(Date.UTC(2025, 2, 1, 0, n)).toUTCString()}`,
    `Message-ID: <m${n}@example.com>`,
    ...extra,
    '',
    `Body ${n}`,
    '',
  ].join('\r\n');

const mboxOf = (ns: number[]) =>
  ns.map((n) => `From s${n}@example.com Sat Mar  1 00:00:00 2025\n${eml(n).replace(/\r\n/g, '\n')}\n`).join('');

/** Runs delta from `cursor` until done; returns every page. */
async function syncAll(box: LocalMailbox, cursor: string | null = null): Promise<DeltaPage[]> {
  const pages: DeltaPage[] = [];
  for (let i = 0; i < 100; i++) {
    const page = await box.delta(cursor);
    pages.push(page);
    cursor = page.nextCursor;
    if (page.done) return pages;
  }
  throw new Error('delta never finished');
}
const ids = (msgs: MailMessage[]) => msgs.map((m) => m.subject);
const last = (pages: DeltaPage[]) => pages[pages.length - 1]!.nextCursor;

describe('LocalMailbox.delta', () => {
  it('pages new files 100 at a time and is done when caught up', async () => {
    for (let n = 0; n < 250; n++) await writeFile(path.join(dir, `m${String(n).padStart(3, '0')}.eml`), eml(n));
    const pages = await syncAll(mailbox());
    expect(pages.map((p) => [p.added.length, p.done])).toEqual([
      [100, false],
      [100, false],
      [50, true],
    ]);
    expect(new Set(pages.flatMap((p) => p.added.map((m) => m.providerId))).size).toBe(250);
    const again = await mailbox().delta(last(pages));
    expect(again).toMatchObject({ added: [], removed: [], done: true });
  });

  it('pages through a large mbox and resumes from a stored cursor', async () => {
    await writeFile(path.join(dir, 'Archive.mbox'), mboxOf(Array.from({ length: 25 }, (_, i) => i)));
    const first = await mailbox({ pageSize: 10 }).delta(null);
    expect(first.added).toHaveLength(10);
    expect(first.added[0]).toMatchObject({ folder: 'Archive', sourceFile: 'Archive.mbox', subject: 'Message 0' });
    // A new instance (a restarted server) continues from the cursor.
    const rest = await syncAll(mailbox({ pageSize: 10 }), first.nextCursor);
    expect(rest.map((p) => p.added.length)).toEqual([10, 5]);
    expect(ids(rest[1]!.added)).toContain('Message 24');
  });

  it('reports deleted files and messages dropped from a rewritten mbox as removed', async () => {
    await writeFile(path.join(dir, 'a.eml'), eml(1));
    await writeFile(path.join(dir, 'b.mbox'), mboxOf([2, 3, 4]));
    const box = mailbox();
    const cursor = last(await syncAll(box));
    const [m1, m3] = await Promise.all([parseEml(eml(1)), parseEml(eml(3))]);
    await rm(path.join(dir, 'a.eml'));
    await writeFile(path.join(dir, 'b.mbox'), mboxOf([2, 4]));
    const pages = await syncAll(box, cursor);
    expect(pages.flatMap((p) => p.removed).sort()).toEqual([m1.providerId, m3.providerId].sort());
    // The rewritten file's remaining messages come again (an upsert on the server).
    expect(ids(pages.flatMap((p) => p.added))).toEqual(['Message 2', 'Message 4']);
  });

  it('re-sends a changed .eml and does not remove a message still held by another file', async () => {
    await writeFile(path.join(dir, 'a.eml'), eml(1));
    await mkdir(path.join(dir, 'Projects', 'Tower'), { recursive: true });
    await writeFile(path.join(dir, 'Projects', 'Tower', 'copy.eml'), eml(1));
    const box = mailbox();
    const first = await syncAll(box);
    expect(first[0]!.added.map((m) => m.folder).sort()).toEqual(['Inbox', 'Projects/Tower']);
    await rm(path.join(dir, 'a.eml'));
    await writeFile(path.join(dir, 'Projects', 'Tower', 'copy.eml'), eml(1, ['Importance: high']));
    await utimes(path.join(dir, 'Projects', 'Tower', 'copy.eml'), new Date(), new Date(Date.now() + 5000));
    const pages = await syncAll(box, last(first));
    expect(pages.flatMap((p) => p.removed)).toEqual([]);
    expect(pages.flatMap((p) => p.added).map((m) => m.importance)).toEqual(['high']);
  });

  it('reports bad files with a reason and keeps going', async () => {
    const rejected: RejectedMessage[] = [];
    await writeFile(path.join(dir, 'empty.eml'), '');
    await writeFile(path.join(dir, 'notes.eml'), 'just some notes\nnothing else');
    await writeFile(path.join(dir, 'ok.eml'), eml(7));
    await writeFile(path.join(dir, 'ignored.txt'), eml(8));
    const pages = await syncAll(mailbox({ onRejected: (r) => rejected.push(r) }));
    expect(ids(pages.flatMap((p) => p.added))).toEqual(['Message 7']);
    expect(rejected.map((r) => [r.sourceFile, r.reason])).toEqual([
      ['empty.eml', 'empty'],
      ['notes.eml', 'not_email'],
    ]);
  });

  it('treats a corrupt cursor as a full sync and skips an outbox inside the mailbox', async () => {
    await writeFile(path.join(dir, 'a.eml'), eml(1));
    const box = new LocalMailbox({ dir, outboxDir: path.join(dir, 'outbox'), profile });
    await box.send({ to: ['x@example.com'], subject: 'Out', body: 'b' });
    const page = await box.delta('{not json');
    expect(ids(page.added)).toEqual(['Message 1']);
  });
});

describe('LocalMailbox.list and profile', () => {
  it('lists newest first with top and skip', async () => {
    for (const n of [3, 1, 2]) await writeFile(path.join(dir, `${n}.eml`), eml(n));
    expect(ids(await mailbox().list())).toEqual(['Message 3', 'Message 2', 'Message 1']);
    expect(ids(await mailbox().list({ top: 1, skip: 1 }))).toEqual(['Message 2']);
  });

  it('counts the messages received at or after a date, by the Received stamp before the Date header', async () => {
    for (const n of [1, 2, 3]) await writeFile(path.join(dir, `${n}.eml`), eml(n));
    await writeFile(path.join(dir, 'late.eml'), eml(4, ['Received: from mx.example.com by local; Sat, 01 Mar 2025 00:30:00 +0000']));
    const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 0, minute));
    expect(await mailbox().countSince(at(2))).toBe(3);
    expect(await mailbox().countSince(at(5))).toBe(1);
    expect(await mailbox().countSince(at(31))).toBe(0);
  });

  it('returns the profile from its options', async () => {
    expect(await mailbox().profile()).toEqual(profile);
  });
});

describe('LocalMailbox.reply and send', () => {
  const original = eml(5, ['References: <root@example.com>', 'In-Reply-To: <root@example.com>', 'Reply-To: "Desk" <desk@example.com>']);

  it('writes a threaded reply into the outbox', async () => {
    await writeFile(path.join(dir, 'o.eml'), original);
    const orig = await parseEml(original);
    await mailbox().reply(orig.providerId, 'Thanks — will do by Friday.\nLine two.');
    const [file] = await readdir(outboxDir);
    expect(file).toMatch(/\.eml$/);
    const raw = await readFile(path.join(outboxDir, file!));
    const text = raw.toString('utf8');
    expect(text).toMatch(/^From: "Local User" <local@localhost>\r\n/);
    expect(text).toContain('\r\nTo: "Desk" <desk@example.com>\r\n');
    expect(text).toContain('\r\nSubject: Re: Message 5\r\n');
    expect(text).toContain('\r\nIn-Reply-To: <m5@example.com>\r\n');
    expect(text).toContain('\r\nReferences: <root@example.com> <m5@example.com>\r\n');
    expect(text).toMatch(/\r\nDate: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000\r\n/);
    expect(text).toMatch(/\r\nMessage-ID: <[0-9a-f-]{36}@localhost>\r\n/);
    const parsed = await parseEml(raw);
    expect(parsed.conversationId).toBe(orig.conversationId);
    expect(parsed.bodyText).toBe('Thanks — will do by Friday.\nLine two.\n');
  });

  it('does not double the Re: prefix and rejects an unknown message', async () => {
    await writeFile(path.join(dir, 'o.eml'), eml(6).replace('Subject: Message 6', 'Subject: RE: Message 6'));
    const orig = await parseEml(await readFile(path.join(dir, 'o.eml')));
    await mailbox().reply(orig.providerId, 'ok');
    const [file] = await readdir(outboxDir);
    expect(await readFile(path.join(outboxDir, file!), 'utf8')).toContain('\r\nSubject: RE: Message 6\r\n');
    await expect(mailbox().reply('local:nope', 'x')).rejects.toThrow('Email not found');
  });

  it('threads a new mail that answers mail it does not hold (an upload) by its Message-ID', async () => {
    await mailbox().send({ to: ['desk@example.com'], subject: 'Re: Invoice', body: 'Paid today.', inReplyTo: '<inv-7@vendor.example>' });
    const [file] = await readdir(outboxDir);
    const text = await readFile(path.join(outboxDir, file!), 'utf8');
    expect(text).toContain('\r\nIn-Reply-To: <inv-7@vendor.example>\r\n');
    expect(text).toContain('\r\nReferences: <inv-7@vendor.example>\r\n');
    expect((await parseEml(text)).subject).toBe('Re: Invoice');
  });

  it('hands mail to sendRaw instead of the outbox when given', async () => {
    const sent: { raw: string; envelope: { from: string; to: string[] } }[] = [];
    const box = mailbox({ sendRaw: async (raw, envelope) => void sent.push({ raw: raw.toString('utf8'), envelope }) });
    await box.send({ to: ['a@example.com', ' b@example.com '], subject: 'Quote für Büro', body: 'Hello' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.envelope).toEqual({ from: 'local@localhost', to: ['a@example.com', 'b@example.com'] });
    expect(sent[0]!.raw).toContain('Subject: =?UTF-8?B?');
    expect((await parseEml(sent[0]!.raw)).subject).toBe('Quote für Büro');
    await expect(readdir(outboxDir)).rejects.toThrow();
  });
});

describe('LocalMailbox.watch', () => {
  it('notices a dropped .eml within seconds', async () => {
    const box = mailbox();
    let changes = 0;
    const watcher = box.watch(() => void changes++, { debounceMs: 50, pollMs: 500 });
    try {
      await watcher.ready;
      await writeFile(path.join(dir, 'new.eml'), eml(9));
      await vi.waitFor(() => expect(changes).toBeGreaterThan(0), { timeout: 5000, interval: 25 });
      expect(ids((await box.delta(null)).added)).toEqual(['Message 9']);
    } finally {
      watcher.close();
    }
  });
});

describe('LocalMailbox.watch without fs.watch', () => {
  it('falls back to polling', async () => {
    const box = mailbox();
    let changes = 0;
    const watcher = box.watch(() => void changes++, { debounceMs: 20, pollMs: 200, fsWatch: false });
    try {
      await watcher.ready;
      await mkdir(path.join(dir, 'Sub'));
      await writeFile(path.join(dir, 'Sub', 'late.eml'), eml(10));
      await vi.waitFor(() => expect(changes).toBeGreaterThan(0), { timeout: 5000, interval: 25 });
      expect(changes).toBe(1);
    } finally {
      watcher.close();
    }
  });
});

describe('LocalMailbox.delta with a file rewritten mid-pass', () => {
  it('restarts the file and removes what disappeared', async () => {
    const file = path.join(dir, 'big.mbox');
    await writeFile(file, mboxOf(Array.from({ length: 15 }, (_, i) => i)));
    const box = mailbox({ pageSize: 10 });
    const first = await box.delta(null);
    expect(first.done).toBe(false);
    await writeFile(file, mboxOf([0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]));
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    const rest = await syncAll(box, first.nextCursor);
    const m3 = await parseEml(eml(3));
    expect(rest.flatMap((p) => p.removed)).toEqual([m3.providerId]);
    expect(rest.flatMap((p) => p.added)).toHaveLength(16);
  });
});
