import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeltaPage } from '../types.js';
import { LocalMailbox } from './local-mailbox.js';

let root: string;
let dir: string;
let outboxDir: string;
const profile = { id: 'u1', email: 'local@localhost', name: 'Local User' };

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'triage-sent-'));
  dir = path.join(root, 'mailbox');
  outboxDir = path.join(root, 'outbox');
  await mkdir(path.join(dir, 'sent'), { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

const eml = (from: string, to: string, id: string, extra: string[] = []) =>
  [
    `From: ${from}`,
    `To: ${to}`,
    `Subject: Lease`,
    `Date: ${new Date(Date.UTC(2025, 2, 1)).toUTCString()}`,
    `Message-ID: <${id}>`,
    ...extra,
    '',
    'Body',
    '',
  ].join('\r\n');

async function drain(read: (cursor: string | null) => Promise<DeltaPage>, cursor: string | null) {
  const ids: string[] = [];
  for (let done = false; !done;) {
    const page = await read(cursor);
    ids.push(...page.added.map((m) => m.internetMessageId ?? ''));
    cursor = page.nextCursor;
    done = page.done;
  }
  return { ids, cursor };
}

describe('local sent mail', () => {
  it('the sent folder and the outbox are read by sentDelta and never by the inbox delta; a reply from Triage joins the conversation', async () => {
    await writeFile(path.join(dir, 'in.eml'), eml('Ann <ann@example.com>', 'local@localhost', 'in@example.com'));
    await writeFile(path.join(dir, 'sent', 'out.eml'), eml('local@localhost', 'Bob <bob@example.com>', 'out@example.com'));
    const box = new LocalMailbox({ dir, outboxDir, profile });
    const inbox = await drain((c) => box.delta(c), null);
    expect(inbox.ids).toEqual(['<in@example.com>']);
    const sent = await drain((c) => box.sentDelta(c), null);
    expect(sent.ids).toEqual(['<out@example.com>']);

    const [received] = (await box.delta(null)).added;
    await box.reply(received!.providerId, 'Will do.');
    const page = await box.sentDelta(sent.cursor);
    expect(page.added).toHaveLength(1);
    expect(page.added[0]).toMatchObject({ conversationId: received!.conversationId, folder: 'Sent' });
    // Nothing new after that.
    const again = await box.sentDelta(page.nextCursor);
    expect(again.added).toEqual([]);
    expect(again.done).toBe(true);
  });
});
