import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The per-user totals behind the list pages and the Training Center's summary, kept
 * by triggers (migrations 0011, 0012) as rows of deltas: each write statement appends one row
 * per user it touched, so concurrent writers never wait on a shared counter row, and a
 * read sums the user's rows (compacted into one when they pile up). No foreign key: a
 * user's deletion cascades into emails whose triggers still append; a trigger on users
 * removes the rows instead.
 */
export const inboxCounts = pgTable(
  'inbox_counts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    /** Emails neither archived, deleted nor snoozed (the queue the lists show). */
    inbox: integer('inbox').notNull().default(0),
    /** Archived emails not deleted. */
    archived: integer('archived').notNull().default(0),
    /** Inbox emails whose classification has a project. */
    matched: integer('matched').notNull().default(0),
    /** Inbox emails whose classification was approved or rejected (pending = inbox - reviewed). */
    reviewed: integer('reviewed').notNull().default(0),
    p1: integer('p1').notNull().default(0),
    p2: integer('p2').notNull().default(0),
    p3: integer('p3').notNull().default(0),
    p4: integer('p4').notNull().default(0),
    /** Inbox emails the Replies screen lists (classification_reply_listed, migration 0020). */
    replies: integer('replies').notNull().default(0),
    /** Processed classifications, whatever their email's state: GET /classifications' total (migration 0028). */
    processed: integer('processed').notNull().default(0),
  },
  (t) => [index('inbox_counts_user_idx').on(t.userId)],
);

/**
 * The Audit Log's totals per user, entity type and action, kept the same way (triggers of
 * migration 0020), so the list's total with no filter, or filtered by entity type or action, is a
 * sum of a few rows.
 */
export const auditCounts = pgTable(
  'audit_counts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    entityType: text('entity_type').notNull(),
    action: text('action').notNull(),
    events: integer('events').notNull().default(0),
  },
  (t) => [index('audit_counts_user_idx').on(t.userId, t.entityType, t.action)],
);

/** The Tasks screen's tiles per user, kept the same way (triggers of migration 0014). */
export const taskCounts = pgTable(
  'task_counts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    total: integer('total').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    inProgress: integer('in_progress').notNull().default(0),
    toDo: integer('to_do').notNull().default(0),
  },
  (t) => [index('task_counts_user_idx').on(t.userId)],
);
