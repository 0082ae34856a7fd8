import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { archiveColumns, createdAt, updatedAt } from './columns.js';
import { projects } from './projects.js';
import { users } from './users.js';

export type EmailAddress = { name: string | null; address: string };
export type Attachment = { name: string; contentType: string | null; size: number | null };
/** Mailing-list and automation headers (List-Id, List-Unsubscribe, Precedence, Auto-Submitted). */
export type ListHeaders = {
  listId: string | null;
  listUnsubscribe: string | null;
  precedence: string | null;
  autoSubmitted: string | null;
};
/** A calendar invitation the message carries; start as an ISO time. */
export type StoredMeeting = { method: 'request' | 'cancel' | 'reply' | 'other'; start: string | null };

export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromName: text('from_name'),
    fromAddress: text('from_address'),
    toRecipients: jsonb('to_recipients')
      .$type<EmailAddress[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ccRecipients: jsonb('cc_recipients')
      .$type<EmailAddress[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    subject: text('subject'),
    preview: text('preview'),
    /** Sanitized at ingest (docs/behaviour.md, Mail handling); the raw provider HTML is never stored. */
    body: text('body'),
    bodyText: text('body_text'),
    bodyContentType: text('body_content_type').notNull().default('text'),
    sentTime: timestamp('sent_time', { withTimezone: true }),
    receivedTime: timestamp('received_time', { withTimezone: true }),
    isRead: boolean('is_read').notNull().default(false),
    hasAttachments: boolean('has_attachments').notNull().default(false),
    conversationId: text('conversation_id'),
    /** The provider's id of the message (Graph immutable id, or the local file's Message-ID). */
    messageId: text('message_id').notNull(),
    internetMessageId: text('internet_message_id'),
    threadTopic: text('thread_topic'),
    folder: text('folder'),
    sourceFile: text('source_file'),
    attachments: jsonb('attachments')
      .$type<Attachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** null where the provider gives no headers (Graph's delta) or for mail stored before they were kept. */
    listHeaders: jsonb('list_headers').$type<ListHeaders>(),
    meeting: jsonb('meeting').$type<StoredMeeting>(),
    isImportant: boolean('is_important').notNull().default(false),
    remoteImagesAllowed: boolean('remote_images_allowed').notNull().default(false),
    /** The provider's own link to open the message (Graph webLink); null for local mail. */
    webLink: text('web_link'),
    /** Read in Triage but not yet marked read in the mailbox: a sync must not flip it back. */
    readPending: boolean('read_pending').notNull().default(false),
    /** Out of the queue until then; the snooze waker clears it when the time comes. */
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    status: text('status').notNull().default('synced'),
    syncError: text('sync_error'),
    retryCount: integer('retry_count').notNull().default(0),
    lastSyncAttempt: timestamp('last_sync_attempt', { withTimezone: true }),
    ...archiveColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('emails_user_message_uq').on(t.userId, t.messageId),
    index('emails_user_received_idx').on(t.userId, t.isArchived, t.receivedTime),
    index('emails_user_conversation_idx').on(t.userId, t.conversationId),
    // Index-only counts of a user's inbox (the exact totals of every list page), no heap visits.
    index('emails_user_inbox_idx').on(t.userId, t.isArchived, t.status, t.id),
    // The waker's scan touches only snoozed rows.
    index('emails_snoozed_until_idx')
      .on(t.snoozedUntil)
      .where(sql`${t.snoozedUntil} is not null`),

    // Keyset pages in list order: the queue newest first, the archive latest archived first.
    // (A missing time sorts last; the expressions are the lists' ORDER BY, see services/mail/list-order.ts.)
    index('emails_queue_order_idx')
      .on(t.userId, sql`coalesce(received_time, '-infinity'::timestamptz) desc`, t.id.desc())
      .where(sql`is_archived = false and status <> 'deleted' and snoozed_until is null`),
    // The classification backlog newest first: a classification run walks it a batch at a time from
    // where its last batch ended (services/classification/classify-pipeline.ts).
    index('emails_classify_order_idx')
      .on(t.userId, t.receivedTime.desc(), t.id.desc())
      .where(sql`status <> 'deleted' and received_time is not null`),
    index('emails_archive_order_idx')
      .on(t.userId, sql`coalesce(archived_at, '-infinity'::timestamptz) desc`, t.id.desc())
      .where(sql`is_archived = true and status <> 'deleted'`),
  ],
);

/** docs/behaviour.md, Entities: proposed tasks are text, or objects with title/task/description; ours carry the rest. */
export type ProposedTask =
  | string
  | {
      id?: string;
      title?: string;
      task?: string;
      description?: string;
      priority?: string;
      dueDate?: string | null;
      dueSource?: 'email' | 'rule' | 'default' | null;
      projectId?: string | null;
      projectName?: string | null;
      confidence?: number;
      status?: 'pending' | 'approved' | 'rejected';
      taskId?: string | null;
    };

export type ClassificationDetails = {
  signal: string;
  reasons: string[];
  tags: string[];
  matchedRules: { ruleId: string; name: string; reasons: string[] }[];
  /** Set when the user chose the project (spec: 'User Selected'). */
  userSelected?: boolean;
  /** The reply text as the user edited it (kept apart from the generated draft). */
  replyEdited?: boolean;
  /** Whether the email asks for an answer, and why (absent on classifications stored before). */
  replyNeeded?: boolean;
  replyReason?: string;
  /** The best candidate projects with their confidences, best first. */
  alternatives?: { projectId: string; name: string; confidence: number }[];
};

/** A classification's top priority as a rank ('P1' 4 ... 'P4' 1, none 0); the priority order's first key. */
export const PRIORITY_RANK = sql.raw(`(case top_priority when 'P1' then 4 when 'P2' then 3 when 'P3' then 2 when 'P4' then 1 else 0 end)`);

/**
 * Whether the Replies screen lists a classification (docs/behaviour.md, Replies): it has an AI reply,
 * and the engine did not judge it unneeded (newsletters, notifications, FYIs) unless the user edited
 * it since. The same text in the query, the replies index's predicate and the counters' triggers
 * (function classification_reply_listed, migration 0020), so the planner matches the index.
 */
export const REPLY_LISTED = sql.raw(
  `(reply_email is not null and (details->>'replyNeeded' is distinct from 'false' or details->>'replyEdited' = 'true'))`,
);

export const emailClassifications = pgTable(
  'email_classifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailId: uuid('email_id')
      .notNull()
      .unique()
      .references(() => emails.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    confidence: real('confidence').notNull().default(0.8),
    proposedTasks: jsonb('proposed_tasks')
      .$type<ProposedTask[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    replyEmail: text('reply_email'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    projectName: text('project_name'),
    approved: boolean('approved'),
    editing: boolean('editing').notNull().default(false),
    feedback: text('feedback'),
    /** Why the engine decided as it did: the deciding signal, reasons, tags and matched rules. */
    details: jsonb('details').$type<ClassificationDetails>(),
    classificationService: text('classification_service'),
    classificationVersion: text('classification_version'),
    processingTimeMs: real('processing_time_ms'),
    errorMessage: text('error_message'),
    isProcessed: boolean('is_processed').notNull().default(false),
    /**
     * The most urgent live proposed task's priority ('P1' sorts first), kept by
     * PostgreSQL itself (function email_top_priority, migration 0006), so the
     * summary and the priority order never unpack every row's JSON.
     */
    topPriority: text('top_priority').generatedAlwaysAs(sql`email_top_priority(proposed_tasks)`),
    /**
     * Whether the email is in the queue (not archived, deleted or snoozed), copied from it by the
     * emails' triggers (migration 0011) so the counters never look across tables on a change.
     */
    inInbox: boolean('in_inbox').notNull().default(true),
    /**
     * The email's received time, copied like in_inbox (on insert, and by the emails' triggers,
     * migration 0019), so one index orders the queue by priority then time (the priority sort).
     */
    receivedTime: timestamp('received_time', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('email_classifications_user_idx').on(t.userId),
    // Covers the inbox summary (counts by project, approval and priority) as an index-only scan.
    index('email_classifications_user_summary_idx').on(t.userId, t.emailId, t.projectId, t.approved, t.topPriority),
    // The queue by priority ('P1' ranks 4, none 0), then newest received: the recommendations' priority
    // sort (services/classification/priority-page.ts) reads a page as one index range.
    index('email_classifications_priority_order_idx')
      .on(t.userId, sql`${PRIORITY_RANK} desc`, sql`coalesce(received_time, '-infinity'::timestamptz) desc`, t.emailId.desc())
      .where(sql`in_inbox`),
    // The processed classifications newest first (GET /classifications, the Sync Dashboard's problems):
    // a page from the index instead of sorting every row (the total is a counter, migration 0028).
    index('email_classifications_processed_order_idx')
      .on(t.userId, t.createdAt.desc(), t.id)
      .where(sql`is_processed`),
    // The Replies screen's keyset pages in the queue's order (newest received first).
    index('email_classifications_replies_order_idx')
      .on(t.userId, sql`coalesce(received_time, '-infinity'::timestamptz) desc`, t.emailId.desc())
      .where(sql`in_inbox and ${REPLY_LISTED}`),
  ],
);
