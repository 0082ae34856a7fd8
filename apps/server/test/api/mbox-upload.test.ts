import { existsSync } from 'node:fs';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, importJobs } from '../../src/db/schema/index.js';
import { startWorkers } from '../../src/jobs/workers.js';
import { uploadsDir } from '../../src/services/mail/upload-file.js';
import { createUploadImport, removeStaleUploads, runUploadImport, UPLOAD_BATCH_ROWS } from '../../src/services/mail/upload-import.js';
import { createTestApp, type Client, type TestApp } from '../helpers/test-app.js';

const message = (id: string, i: number) =>
  [
    `From sender${i}@example.com Mon Nov 16 10:00:00 2026`,
    `From: Sender ${i} <sender${i}@example.com>`,
    'To: local@localhost',
    `Subject: Bulk ${id} ${i}`,
    `Message-ID: <${id}-${i}@example.com>`,
    'Date: Mon, 16 Nov 2026 10:00:00 +0000',
    '',
    `Body of message ${i}.`,
    '',
  ].join('\n');

/** `count` messages; the last `repeats` reuse earlier Message-IDs, and `bad` separators carry no email at all. */
function mbox(id: string, total: number, repeats = 0, bad = 0): Buffer {
  const parts: string[] = [];
  for (let i = 0; i < total - repeats; i++) parts.push(message(id, i));
  for (let i = 0; i < repeats; i++) parts.push(message(id, i));
  for (let i = 0; i < bad; i++) parts.push(`From nobody Mon Nov 16 10:00:00 2026\nthis line is no email at all\n`);
  return Buffer.from(parts.join('\n'));
}

async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('.mbox upload: streamed to disk, imported as a background job', () => {
  let t: TestApp;
  let me: Client;
  beforeAll(async () => {
    t = await createTestApp();
    await startWorkers(t.runtime);
    me = await t.as('local');
  });
  afterAll(() => t.close());

  const stored = async () => (await t.database.db.select({ n: count() }).from(emails).where(eq(emails.userId, 'local'))).at(0)!.n;

  it('imports 5,000 messages (past the 65,535 bind-parameter limit of one INSERT), skipping duplicates by Message-ID', async () => {
    const before = await stored();
    const res = await me.request('POST', '/api/v1/import-emails/upload', mbox('bulk', 5_000, 40, 2), {
      'content-type': 'application/mbox',
      'x-file-name': encodeURIComponent('Takeout – Mail.mbox'),
    });
    expect(res.statusCode).toBe(202);
    const { importId } = res.json();
    const job = await eventually(
      () => me.get(`/api/v1/import-emails/${importId}`).then((r) => r.json()),
      (j) => j.status === 'completed' || j.status === 'error',
    );
    expect(job).toMatchObject({
      status: 'completed',
      source: 'upload',
      fileName: 'Takeout – Mail.mbox',
      imported: 4_960,
      duplicates: 40,
      rejected: 2,
      total: 4_960,
    });
    expect(job.bytesDone).toBe(job.bytesTotal);
    expect((await stored()) - before).toBe(4_960);
    // The file is removed once imported.
    expect(await readdir(uploadsDir(t.env.DATA_DIR))).toEqual([]);

    const again = await me.request('POST', '/api/v1/import-emails/upload', mbox('bulk', 300), { 'content-type': 'application/mbox' });
    const second = await eventually(
      () => me.get(`/api/v1/import-emails/${again.json().importId}`).then((r) => r.json()),
      (j) => j.status === 'completed',
    );
    expect(second).toMatchObject({ imported: 0, duplicates: 300 });
  });

  it('still imports a single .eml at once, and refuses an empty or non-file body with a message', async () => {
    const eml = message('single', 1).split('\n').slice(1).join('\r\n');
    const res = await me.request('POST', '/api/v1/import-emails/upload', Buffer.from(eml), { 'content-type': 'message/rfc822' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 1, duplicates: 0, rejected: [] });
    const empty = await me.request('POST', '/api/v1/import-emails/upload', Buffer.alloc(0), { 'content-type': 'message/rfc822' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('The uploaded file is empty');
    const json = await me.request('POST', '/api/v1/import-emails/upload', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toMatch(/Send the \.eml or \.mbox file/);
  });

  it('resumes an interrupted import where its last batch ended, storing every message once', async () => {
    const dir = uploadsDir(t.env.DATA_DIR);
    const file = path.join(dir, 'interrupted.upload');
    const content = mbox('resume', 1_000);
    await writeFile(file, content);
    const job = await createUploadImport(t.database.db, 'local', { path: file, bytes: content.byteLength, name: 'resume.mbox' });
    let batches = 0;
    const crash = async () => {
      if (++batches === 3) throw new Error('worker killed');
    };
    await expect(runUploadImport(t.database, 'local', job.id, undefined, crash)).rejects.toThrow('worker killed');
    const [cut] = await t.database.db.select().from(importJobs).where(eq(importJobs.id, job.id));
    expect(cut).toMatchObject({ status: 'error', imported: 3 * UPLOAD_BATCH_ROWS });
    expect(cut!.bytesDone).toBeGreaterThan(0);
    expect(cut!.bytesDone).toBeLessThan(content.byteLength);

    const done = await runUploadImport(t.database, 'local', job.id, undefined);
    expect(done.imported).toBe(1_000);
    const [row] = await t.database.db.select().from(importJobs).where(eq(importJobs.id, job.id));
    expect(row).toMatchObject({ status: 'completed', imported: 1_000, duplicates: 0, messagesRead: 1_000, error: null });
    const [n] = await t.database.db
      .select({ n: count() })
      .from(emails)
      .where(and(eq(emails.userId, 'local'), eq(emails.sourceFile, 'resume.mbox')));
    expect(n!.n).toBe(1_000);
    expect(existsSync(file)).toBe(false);
  });

  it('removes day-old uploads no import still needs, and keeps the rest', async () => {
    const dir = uploadsDir(t.env.DATA_DIR);
    const [orphan, running, recent] = ['orphan', 'running', 'recent'].map((n) => path.join(dir, `${n}.upload`)) as [string, string, string];
    for (const f of [orphan, running, recent]) await writeFile(f, mbox('stale', 1));
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const f of [orphan, running]) await utimes(f, dayAgo, dayAgo);
    const job = await createUploadImport(t.database.db, 'local', { path: running, bytes: 1, name: null });
    await t.database.db.update(importJobs).set({ status: 'running' }).where(eq(importJobs.id, job.id));
    expect(await removeStaleUploads(t.database.db, t.env.DATA_DIR)).toBe(1);
    expect([existsSync(orphan), existsSync(running), existsSync(recent)]).toEqual([false, true, true]);
  });
});
