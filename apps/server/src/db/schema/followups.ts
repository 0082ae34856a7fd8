import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns.js';
import { tasks } from './tasks.js';
import { users } from './users.js';

type Recipient = { name: string | null; address: string };

/**
 * Mail the user sent (Sent Items, the local outbox and `sent` folder), kept beside its conversation
 * and apart from `emails`, so it never enters the review queue, the counts or the classifier.
 */
export const sentMessages = pgTable(
  'sent_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's id (Graph immutable id or the local id), unique per user like emails.message_id. */
    messageId: text('message_id').notNull(),
    internetMessageId: text('internet_message_id'),
    conversationId: text('conversation_id'),
    subject: text('subject'),
    toRecipients: jsonb('to_recipients').$type<Recipient[]>().notNull().default([]),
    bodyText: text('body_text'),
    sentTime: timestamp('sent_time', { withTimezone: true }),
    webLink: text('web_link'),
    /** The user's own text asks something of the recipients (the request detector): the conversation waits on them. */
    asks: boolean('asks').notNull().default(false),
    status: text('status').notNull().default('synced'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sent_messages_user_message_idx').on(t.userId, t.messageId),
    index('sent_messages_user_conversation_idx').on(t.userId, t.conversationId, t.sentTime),
  ],
);

/**
 * Each conversation's latest received email (not the user's own, not deleted) and latest sent
 * message, kept by triggers on emails, sent_messages, email_classifications and users (migration
 * 0025), so the Follow-ups lists read their oldest items in order from an index instead of deciding
 * every conversation of the window on each visit. Messages without a time are never listed and
 * never counted here.
 */
export const conversations = pgTable(
  'conversations',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** emails: coalesce(conversation_id, message_id); sent_messages: conversation_id. */
    conversationId: text('conversation_id').notNull(),
    receivedEmailId: uuid('received_email_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** The classifier judged the latest received email as needing a reply. */
    replyNeeded: boolean('reply_needed').notNull().default(false),
    sentMessageId: uuid('sent_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The latest sent message asks something of its recipients. */
    sentAsks: boolean('sent_asks').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.conversationId] }),
    // Needs reply, oldest first: a received email judged as needing one, nothing sent after it.
    index('conversations_needs_reply_idx')
      .on(t.userId, t.receivedAt, t.conversationId)
      .where(sql`reply_needed and (sent_at is null or sent_at < received_at)`),
    // A classification's email, to set its conversation's reply judgement.
    index('conversations_received_email_idx').on(t.receivedEmailId),
    // Waiting on others, oldest first: the user's message is the latest and asks something.
    index('conversations_waiting_idx')
      .on(t.userId, t.sentAt, t.conversationId)
      .where(sql`sent_asks and (received_at is null or sent_at >= received_at)`),
  ],
);

/** What the user decided about a conversation: closed (Done) or snoozed until a reminder. */
export const conversationStates = pgTable(
  'conversation_states',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').notNull(),
    /** Closed by the user; a message after this reopens the conversation. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Hidden from Follow-ups until then; it returns with a badge. */
    remindAt: timestamp('remind_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversationId] })],
);

/** Per-user follow-up settings and the cursors of the second folder and of To Do. */
export const followupSettings = pgTable('followup_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A waiting conversation older than this many working days is flagged. */
  waitingDays: integer('waiting_days').notNull().default(3),
  todoListId: text('todo_list_id'),
  todoListName: text('todo_list_name'),
  sentDeltaLink: text('sent_delta_link'),
  todoDeltaLink: text('todo_delta_link'),
  updatedAt: updatedAt(),
});

/** "I'll send it by Friday" in sent mail: a proposed task for the user until approved or dismissed. */
export const sentCommitments = pgTable(
  'sent_commitments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentMessageId: uuid('sent_message_id')
      .notNull()
      .references(() => sentMessages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    sentence: text('sentence').notNull(),
    status: text('status').notNull().default('proposed'),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sent_commitments_message_title_idx').on(t.sentMessageId, t.title),
    index('sent_commitments_user_status_idx').on(t.userId, t.status),
  ],
);

/**
 * A Triage task pushed to Microsoft To Do. The row exists before the create call (pending), so a
 * push that died between create and store finds its To Do task by the linked resource's
 * externalId instead of creating a second one.
 */
export const todoLinks = pgTable(
  'todo_links',
  {
    taskId: uuid('task_id')
      .primaryKey()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listId: text('list_id').notNull(),
    todoTaskId: text('todo_task_id'),
    /** pending (not yet confirmed created), created, failed (shown on the Sync Dashboard with retry). */
    status: text('status').notNull().default('pending'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** Completion as both sides last agreed, to tell which side changed since. */
    completed: boolean('completed').notNull().default(false),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('todo_links_user_status_idx').on(t.userId, t.status)],
);
