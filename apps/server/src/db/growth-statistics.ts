import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** Rows a run adds before the mailbox's tables are first analysed; each later analysis waits for four times as many. */
const FIRST_ANALYSIS_AT = 2_000;
const GROWTH_FACTOR = 4;

/**
 * PostgreSQL's statistics follow a table only as often as autovacuum looks, a minute apart by
 * default. A mailbox that grows by thousands of emails a second (a first sync, an .mbox upload) is
 * planned meanwhile as if it were small: on a fresh database one user's share of `emails` is guessed
 * at half a percent, and the classifier's reads by conversation or by key were planned as scans of all
 * the user's mail, a cost that grew with every batch. A bulk writer counts what it adds here, and the
 * two tables are analysed at 2,000 rows, then at 8,000, 32,000 ... (PostgreSQL's advice after a bulk
 * load). ANALYZE only samples, and without the tables' ownership it warns and changes nothing.
 */
export class GrowthStatistics {
  private added = 0;
  private nextAt = FIRST_ANALYSIS_AT;

  constructor(private readonly analyze: () => Promise<unknown>) {}

  async grew(rows: number): Promise<void> {
    this.added += rows;
    if (this.added < this.nextAt) return;
    this.nextAt = this.added * GROWTH_FACTOR;
    await this.analyze();
  }
}

/**
 * The columns a mailbox's reads filter, join and sort on while it grows in bulk (the batches to
 * classify, conversations' projects, duplicates by Message-ID, the lists the user opens meanwhile).
 * Bodies, previews, subjects and the JSON columns are left to autovacuum's full analysis: sorting
 * their text for histograms was most of the cost (at 10,000 emails 1.1 s -> 0.3 s for `emails`,
 * 0.5-0.8 -> 0.1 s for the classifications), and no plan made during the load needs them.
 */
const ANALYZE_MAILBOX = sql`ANALYZE
  emails (id, user_id, status, conversation_id, message_id, internet_message_id, received_time, is_archived, snoozed_until),
  email_classifications (email_id, user_id, project_id, approved, in_inbox, updated_at)`;

/** Analyses a mailbox's tables now; a column named here that the schema no longer has fails it. */
export const analyzeMailboxTables = (db: Db) => db.execute(ANALYZE_MAILBOX);

/**
 * The statistics of a mailbox's tables, analysed as a bulk writer grows them. A failed analysis
 * only leaves the plans as they were: the sync or upload goes on.
 */
export const mailboxGrowth = (db: Db) => new GrowthStatistics(() => analyzeMailboxTables(db).catch(() => undefined));
