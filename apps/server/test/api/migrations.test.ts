import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { connect, type Database } from '../../src/db/client.js';
import { runMigrations } from '../../src/db/migrate.js';
import { readInboxCounts } from '../../src/services/mail/inbox-counts.js';
import { listTaskPage } from '../../src/services/tasks/tasks-service.js';
import { recount, stored } from '../helpers/conversations.js';
import { withDatabase } from '../helpers/global-setup.js';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** A database of its own for the test, dropped after it. */
async function withScratchDatabase(suffix: string, use: (database: Database) => Promise<void>): Promise<void> {
  const adminUrl = inject('adminUrl');
  const name = `${inject('templateDb')}_${suffix}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const database = connect(withDatabase(adminUrl, name), 2);
  try {
    await use(database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** The migrations up to and including `lastTag`, as a folder of their own. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

const SPEC_TABLES = [
  'users',
  'sessions',
  'provider_tokens',
  'projects',
  'tasks',
  'services',
  'service_projects',
  'templates',
  'emails',
  'email_classifications',
  'rules',
  'task_style_configs',
  'contexts',
  'connections',
  'import_jobs',
];

describe('migrations', () => {
  it('apply to an empty database and are idempotent on a second start', async () => {
    await withScratchDatabase('empty', async (database) => {
      await runMigrations(database.pool);
      const tables = await database.pool.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
      expect(tables.rows.map((r) => r.tablename)).toEqual(expect.arrayContaining(SPEC_TABLES));
      const count = async () => (await database.pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0].n;
      const applied = await count();
      expect(applied).toBeGreaterThan(0);

      await Promise.all([runMigrations(database.pool), runMigrations(database.pool)]);
      expect(await count()).toBe(applied);
    });
  });

  it('fill the conversations (0025) and the processed classifications’ count (0028) of a mailbox stored before them as the triggers keep them, and its tasks are searched (0029)', async () => {
    await withScratchDatabase('upgrade', async (database) => {
      const before = await migrationsUpTo('0024_tasks_archive_order');
      try {
        await migrate(drizzle(database.pool), { migrationsFolder: before });
      } finally {
        await rm(before, { recursive: true, force: true });
      }
      const q = (text: string) => database.pool.query(text);
      await q(`INSERT INTO users (id, email) VALUES ('u1', 'Me@Example.test'), ('u2', null)`);
      // Threads with the user's own mail, a deleted email, one without a time, a judged reply,
      // sent mail before and after the latest received, and an email without a conversation.
      await q(`INSERT INTO emails (id, user_id, message_id, conversation_id, from_address, received_time, status) VALUES
        ('00000000-0000-4000-8000-000000000001', 'u1', 'm1', 'c1', 'ann@acme.com', '2026-11-01T09:00Z', 'synced'),
        ('00000000-0000-4000-8000-000000000002', 'u1', 'm2', 'c1', 'ann@acme.com', '2026-11-02T09:00Z', 'synced'),
        ('00000000-0000-4000-8000-000000000003', 'u1', 'm3', 'c1', 'ann@acme.com', '2026-11-03T09:00Z', 'deleted'),
        ('00000000-0000-4000-8000-000000000004', 'u1', 'm4', 'c1', 'me@example.test', '2026-11-04T09:00Z', 'synced'),
        ('00000000-0000-4000-8000-000000000005', 'u1', 'm5', 'c2', 'bob@acme.com', null, 'synced'),
        ('00000000-0000-4000-8000-000000000006', 'u1', 'm6', null, 'bob@acme.com', '2026-11-05T09:00Z', 'synced'),
        ('00000000-0000-4000-8000-000000000007', 'u1', 'm7', 'c3', 'cy@acme.com', '2026-11-06T09:00Z', 'synced'),
        ('00000000-0000-4000-8000-000000000008', 'u2', 'm8', 'c1', 'dee@acme.com', '2026-11-07T09:00Z', 'synced')`);
      await q(`INSERT INTO email_classifications (user_id, email_id, details, is_processed) VALUES
        ('u1', '00000000-0000-4000-8000-000000000002', '{"replyNeeded": true}', true),
        ('u1', '00000000-0000-4000-8000-000000000007', '{"replyNeeded": false}', false),
        ('u2', '00000000-0000-4000-8000-000000000008', null, true)`);
      await q(`INSERT INTO sent_messages (user_id, message_id, conversation_id, sent_time, asks, status) VALUES
        ('u1', 's1', 'c1', '2026-11-01T12:00Z', true, 'synced'),
        ('u1', 's2', 'c3', '2026-11-07T09:00Z', true, 'synced'),
        ('u1', 's3', 'c3', '2026-11-08T09:00Z', false, 'deleted'),
        ('u1', 's4', 'c4', '2026-11-02T09:00Z', false, 'synced')`);
      await q(
        `INSERT INTO tasks (user_id, title, status) VALUES ('u1', 'Kiln permit', 'to_do'), ('u1', 'Kiln survey', 'completed'), ('u2', 'Kiln order', 'to_do')`,
      );

      await runMigrations(database.pool);
      const db = database.db;
      for (const user of ['u1', 'u2']) expect(await stored(db, user)).toEqual(await recount(db, user));
      expect((await stored(db, 'u1')).map((c) => [c.conv, c.reply_needed, c.sent_asks])).toEqual([
        ['c1', true, true],
        ['c3', false, true],
        ['c4', false, false],
        ['m6', false, false],
      ]);
      expect((await readInboxCounts(db, 'u1')).processed).toBe(1);
      expect((await readInboxCounts(db, 'u2')).processed).toBe(1);
      // Tasks stored before the search index's column are all in the first look.
      const kiln = await listTaskPage(db, 'u1', { q: 'KILN', status: 'to_do' });
      expect([kiln.data.map((x) => x.title), kiln.totalCount]).toEqual([['Kiln permit'], 1]);
      await q(`UPDATE tasks SET status = 'to_do' WHERE title = 'Kiln survey'`);
      expect((await listTaskPage(db, 'u1', { q: 'kiln', status: 'to_do' })).totalCount).toBe(2);
    });
  });
});
