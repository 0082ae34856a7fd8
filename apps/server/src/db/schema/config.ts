import { bigint, boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './users.js';

const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export type RuleConditions = {
  senderIncludes?: string[];
  domainMatches?: string[];
  subjectIncludes?: string[];
  bodyIncludes?: string[];
  bodyRegex?: string;
};
export type RuleActions = {
  projectId: string;
  tags?: string[];
  assignee?: string;
  priority?: string;
  due?: string;
};

export const rules = pgTable(
  'rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    confidence: real('confidence').notNull().default(0.65),
    conditions: jsonb('conditions').$type<RuleConditions>().notNull(),
    actions: jsonb('actions').$type<RuleActions>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('rules_user_position_idx').on(t.userId, t.position)],
);

export const taskStyleConfigs = pgTable('task_style_configs', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  titleTemplate: text('title_template').notNull(),
  descriptionTemplate: text('description_template').notNull(),
  includeMetadata: boolean('include_metadata').notNull(),
  includeOutlookLink: boolean('include_outlook_link').notNull(),
  includeNextSteps: boolean('include_next_steps').notNull(),
  urgencyMap: jsonb('urgency_map').$type<Record<string, string>>().notNull(),
  dueParser: text('due_parser').notNull(),
  updatedAt: updatedAt(),
});

export type WorkingHours = { start: string; end: string; days: number[] };

export const contexts = pgTable(
  'contexts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    timezone: text('timezone').notNull(),
    workingHours: jsonb('working_hours').$type<WorkingHours | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contexts_user_idx').on(t.userId)],
);

/** The user's mailbox connection ("connections" in docs/behaviour.md, Entities), with the sync cursor. */
export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    kind: text('kind').notNull().default('mailbox'),
    provider: text('provider').notNull(),
    connected: boolean('connected').notNull().default(false),
    email: text('email'),
    lastSync: timestamp('last_sync', { withTimezone: true }),
    deltaLink: text('delta_link'),
    /** Graph change-notification subscription (when WEBHOOK_BASE_URL is set). */
    subscriptionId: text('subscription_id').unique(),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
    subscriptionSecret: text('subscription_secret'),
    /** GRAPH_BASE_URL the delta cursor was issued under: a cursor from another base cannot resume. */
    deltaBaseUrl: text('delta_base_url'),
    /**
     * Why background sync is stopped (CONNECTION_PROBLEMS in contracts): the mailbox cannot be
     * served by Graph, or the app registration is misconfigured. Null when syncing normally.
     */
    problem: text('problem'),
    /** Graph or Entra's own code behind `problem`, for the administrator. */
    problemDetail: text('problem_detail'),
    /** Graph throttled this mailbox: no sync or import starts before this time. */
    notBefore: timestamp('not_before', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('connections_user_kind_uq').on(t.userId, t.kind)],
);

export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    status: text('status').notNull().default('starting'),
    daysBack: integer('days_back').notNull().default(30),
    syncJobId: text('sync_job_id'),
    total: integer('total'),
    imported: integer('imported').notNull().default(0),
    /** 'mailbox' (the last daysBack days from the provider) or 'upload' (an .mbox file on disk). */
    source: text('source').notNull().default('mailbox'),
    fileName: text('file_name'),
    /** Where the uploaded file is kept until its import ends. */
    filePath: text('file_path'),
    bytesTotal: bigint('bytes_total', { mode: 'number' }),
    /** Offset in the file up to which every message is stored: a restarted import continues here. */
    bytesDone: bigint('bytes_done', { mode: 'number' }).notNull().default(0),
    /** Messages read so far (the index of the next one). */
    messagesRead: integer('messages_read').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('import_jobs_user_idx').on(t.userId, t.createdAt)],
);
