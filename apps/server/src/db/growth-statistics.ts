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
 * The statistics of a mailbox's tables, analysed as a bulk writer grows them. A failed analysis
 * only leaves the plans as they were: the sync or upload goes on.
 */
export const mailboxGrowth = (db: Db) =>
  new GrowthStatistics(() => db.execute(sql`ANALYZE emails, email_classifications`).catch(() => undefined));
