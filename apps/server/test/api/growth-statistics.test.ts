import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeMailboxTables } from '../../src/db/growth-statistics.js';
import { insertClassification, insertEmail } from '../helpers/fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Column statistics of this test's database, by table. */
const STATISTICS = `select tablename, attname from pg_stats where schemaname = current_schema() and tablename in ('emails', 'email_classifications')`;

describe("a growing mailbox's statistics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('analyses the columns the bulk writers plan with, on the migrated schema, and counts the rows', async () => {
    const { db, pool } = t.database;
    await t.as('growth-user');
    for (let i = 0; i < 30; i++) {
      const email = await insertEmail(db, 'growth-user', { conversationId: `conv-${i % 3}` });
      await insertClassification(db, 'growth-user', email.id);
    }
    const analysed = async () =>
      (await pool.query<{ tablename: string; attname: string }>(STATISTICS)).rows.map((r) => `${r.tablename}.${r.attname}`);
    expect(await analysed()).not.toContain('emails.user_id');

    // Fails (rather than analysing nothing) if a column it names is gone from the schema.
    await analyzeMailboxTables(db);

    expect(await analysed()).toEqual(
      expect.arrayContaining(['emails.user_id', 'emails.conversation_id', 'emails.message_id', 'email_classifications.email_id']),
    );
    // The bodies' text is left to autovacuum's full analysis.
    expect(await analysed()).not.toContain('emails.body');
    const { rows } = await pool.query<{ reltuples: number }>(`select reltuples from pg_class where oid = 'emails'::regclass`);
    expect(rows[0]!.reltuples).toBeGreaterThanOrEqual(30);
  });
});
