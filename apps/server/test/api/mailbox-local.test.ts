import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seedDemoMailbox } from '@triage/mail';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from '../../src/jobs/workers.js';
import { localMailboxDir, localOutboxDir } from '../../src/services/mail/mailbox-factory.js';
import { clientFor, createTestApp, sessionCookie, type Client, type TestApp } from '../helpers/test-app.js';

async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Runs `body` while a lock held from another connection makes inserts into emails wait. */
async function whileEmailsLocked<T>(databaseUrl: string, body: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE emails IN SHARE MODE');
    return await body();
  } finally {
    await lock.query('ROLLBACK');
    await lock.end();
  }
}

describe('local mailbox: sync, import, send', () => {
  let t: TestApp;
  let me: Client;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoMailbox(localMailboxDir(t.env));
    await startWorkers(t.runtime);
    const signIn = await t.anonymous.post('/auth/local/sign-in', {});
    me = clientFor(t.app, sessionCookie(signIn));
  });
  afterAll(() => t.close());

  it('syncs the demo mailbox after the first sign-in, with the demo projects', async () => {
    // The sync's record completes after its mail is stored and classified, so it is what to wait for;
    // it also starts the engine thread, so it gets more time than the later waits.
    const status = await eventually(
      () => me.get('/api/v1/sync/status').then((r) => r.json()),
      (s) => s.recent[0]?.kind === 'sync' && s.recent[0]?.status !== 'running',
      50_000,
    );
    const files = (await readdir(localMailboxDir(t.env))).filter((f) => f.endsWith('.eml'));
    expect((await me.get('/api/v1/emails?limit=100')).json().totalCount).toBe(files.length);
    const projects = (await me.get('/api/v1/projects')).json();
    expect(projects.length).toBeGreaterThanOrEqual(5);
    expect(status).toMatchObject({ provider: 'local', connected: true, email: 'local@localhost' });
    expect(status.lastSync).not.toBeNull();
    expect(status.recent[0]).toMatchObject({ kind: 'sync', status: 'completed', added: files.length });
  });

  it('syncs on demand without duplicating anything', async () => {
    const before = (await me.get('/api/v1/emails')).json().totalCount;
    const res = await me.post('/api/v1/microsoft/emails/sync');
    expect(res.statusCode).toBe(202);
    expect(res.json().status).toBe('accepted');
    await eventually(
      () => me.get('/api/v1/sync/status').then((r) => r.json()),
      (s) => s.recent[0]?.trigger === 'user' && s.recent[0]?.status === 'completed',
    );
    expect((await me.get('/api/v1/emails')).json().totalCount).toBe(before);
  });

  it('lists the provider mailbox and profile the spec way', async () => {
    const list = (await me.get('/api/v1/microsoft/emails?limit=5')).json();
    expect(list).toHaveLength(5);
    expect(list[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), subject: expect.any(String), bodyPreview: expect.anything() }),
    );
    expect((await me.get('/api/v1/microsoft/profile')).json()).toMatchObject({ email: 'local@localhost', name: 'Local User' });
  });

  it('imports days back as a job with the spec states', async () => {
    const start = await me.post('/api/v1/import-emails', { daysBack: 'not a number' });
    expect(start.statusCode).toBe(202);
    const { importId, syncJobId, status } = start.json();
    expect(status).toBe('accepted');
    expect(syncJobId).toBeTruthy();
    const done = await eventually(
      () => me.get(`/api/v1/import-emails/${importId}`).then((r) => r.json()),
      (j) => j.status === 'completed',
    );
    expect(done).toMatchObject({ status: 'completed', daysBack: 30 });
    expect(done.imported).toBeGreaterThan(0);
    expect((await me.get('/api/v1/import-emails/latest')).json().id).toBe(importId);
    for (const daysBack of [0, 366, -5]) {
      const bad = await me.post('/api/v1/import-emails', { daysBack });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/daysBack/);
    }
  });

  it('reports an import’s total while it runs: the messages in range', async () => {
    const files = (await readdir(localMailboxDir(t.env))).filter((f) => f.endsWith('.eml'));
    // With inserts into emails held, the import stops at its first page, after counting.
    const running = await whileEmailsLocked(t.databaseUrl, async () => {
      const { importId } = (await me.post('/api/v1/import-emails', { daysBack: 14 })).json();
      return eventually(
        () => me.get(`/api/v1/import-emails/${importId}`).then((r) => r.json()),
        (j) => j.total !== null,
      );
    });
    expect(running).toMatchObject({ status: 'running', imported: 0 });
    const done = await eventually(
      () => me.get(`/api/v1/import-emails/${running.id}`).then((r) => r.json()),
      (j) => j.status === 'completed',
    );
    expect(running.total).toBe(done.imported);
    // The demo mail spans 18 days, the newest at most 7 days old: 14 days back reach some of it, never all.
    expect(done.imported).toBeGreaterThan(0);
    expect(done.imported).toBeLessThan(files.length);
  });

  it('refuses an import while one is queued (409) and leaves no import behind for it', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => me.post('/api/v1/import-emails', { daysBack: 1 })));
    expect(answers.map((r) => r.statusCode)).toContain(409);
    const accepted = answers.filter((r) => r.statusCode === 202).map((r) => r.json().importId);
    await eventually(
      () => me.get('/api/v1/import-emails/latest').then((r) => r.json()),
      (j) => j.status === 'completed',
    );
    // The latest import is one that runs: a refused request must not read as 'starting' forever.
    expect(accepted).toContain((await me.get('/api/v1/import-emails/latest')).json().id);
  });

  it('takes uploaded .eml files at once and .mbox files as a background import, skipping duplicates and counting rejects', async () => {
    const eml = Buffer.from(
      'From: Up Loader <up@example.com>\r\nTo: local@localhost\r\nSubject: Uploaded\r\nMessage-ID: <upload-1@example.com>\r\nDate: Mon, 16 Nov 2026 10:00:00 +0000\r\n\r\nPlease review.\r\n',
    );
    const upload = (body: Buffer, type: string) => me.request('POST', '/api/v1/import-emails/upload', body, { 'content-type': type });
    const first = await upload(eml, 'message/rfc822');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ imported: 1, duplicates: 0, rejected: [] });
    expect((await upload(eml, 'message/rfc822')).json()).toEqual({ imported: 0, duplicates: 1, rejected: [] });

    const mbox = Buffer.concat([
      Buffer.from('From up@example.com Mon Nov 16 10:00:00 2026\n'),
      Buffer.from(eml.toString().replace('upload-1', 'upload-2').replace(/\r\n/g, '\n')),
      Buffer.from('\nFrom nobody Mon Nov 16 10:00:00 2026\nthis line is no email at all\n'),
    ]);
    const accepted = await upload(mbox, 'application/mbox');
    expect(accepted.statusCode).toBe(202);
    const result = await eventually(
      () => me.get(`/api/v1/import-emails/${accepted.json().importId}`).then((r) => r.json()),
      (j) => j.status === 'completed',
    );
    expect(result).toMatchObject({ source: 'upload', imported: 1, rejected: 1 });
    expect((await upload(Buffer.alloc(0), 'message/rfc822')).statusCode).toBe(400);
  });

  it('sends a threaded reply to the outbox, prefixing Re:, and refuses a blank one', async () => {
    const [email] = (await me.get('/api/v1/emails?limit=1')).json().data;
    const blank = await me.post('/api/v1/emails/send', { messageId: email.id, subject: email.subject, body: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please write a reply before sending');

    const sent = await me.post('/api/v1/emails/send', { messageId: email.id, subject: email.subject, body: 'Thanks, on it.' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, subject: `Re: ${email.subject.replace(/^re:\s*/i, '')}` });
    const outbox = await readdir(localOutboxDir(t.env));
    expect(outbox).toHaveLength(1);
    const raw = await readFile(path.join(localOutboxDir(t.env), outbox[0]!), 'utf8');
    expect(raw).toMatch(/^In-Reply-To: </m);
    expect(raw).toContain('Thanks, on it.');
    expect((await me.get(`/api/v1/emails/${email.id}`)).json().isRead).toBe(true);
  });

  it('answers an uploaded email, which the mailbox never held, as a new mail threaded to it', async () => {
    const { rows } = await t.database.pool.query<{ id: string }>(
      "select id from emails where internet_message_id = '<upload-1@example.com>'",
    );
    expect(rows).toHaveLength(1);
    const outboxDir = localOutboxDir(t.env);
    const before = new Set(await readdir(outboxDir));
    const sent = await me.post('/api/v1/emails/send', { messageId: rows[0]!.id, body: 'Reviewed, all good.' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, message: 'Reply Sent', subject: 'Re: Uploaded' });
    const added = (await readdir(outboxDir)).filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    const raw = await readFile(path.join(outboxDir, added[0]!), 'utf8');
    expect(raw).toContain('\r\nTo: up@example.com\r\n');
    expect(raw).toContain('\r\nSubject: Re: Uploaded\r\n');
    expect(raw).toContain('\r\nIn-Reply-To: <upload-1@example.com>\r\n');
    expect(raw).toContain('Reviewed, all good.');
    expect((await me.get(`/api/v1/emails/${rows[0]!.id}`)).json().isRead).toBe(true);
  });

  it('picks up a file dropped into the mailbox folder on the next sync', async () => {
    await writeFile(
      path.join(localMailboxDir(t.env), 'dropped.eml'),
      'From: Drop <drop@example.com>\r\nTo: local@localhost\r\nSubject: Dropped in\r\nMessage-ID: <dropped-1@example.com>\r\nDate: Sun, 22 Nov 2026 08:00:00 +0000\r\n\r\nHello.\r\n',
    );
    await me.post('/api/v1/microsoft/emails/sync');
    const page = await eventually(
      () => me.get('/api/v1/emails?limit=200').then((r) => r.json()),
      (p) => p.data.some((e: { subject: string }) => e.subject === 'Dropped in'),
    );
    expect(page.data.some((e: { subject: string }) => e.subject === 'Dropped in')).toBe(true);
  });
});
