import { getTableColumns, sql } from 'drizzle-orm';
import { bigint, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { archiveColumns, createdAt, updatedAt } from './columns.js';
import { projects } from './projects.js';
import { users } from './users.js';

export type ChecklistItem = { id: string; text: string; completed: boolean };

/**
 * What the task search reads, lowercased once when the row is written: the search is a plain LIKE
 * on it (ILIKE lowercases every candidate on every search) and its trigram index holds the user too.
 */
const TASK_SEARCH_TEXT = sql.raw(
  `lower(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(project_name, '') || ' ' || coalesce(assignee, ''))`,
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    priority: text('priority').notNull().default('P3'),
    status: text('status').notNull().default('to_do'),
    dueDate: date('due_date', { mode: 'string' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    projectName: text('project_name'),
    assignee: text('assignee'),
    checklist: jsonb('checklist')
      .$type<ChecklistItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sourceEmailId: uuid('source_email_id'),
    searchText: text('search_text').notNull().generatedAlwaysAs(TASK_SEARCH_TEXT),
    /**
     * The transaction that last wrote the row (set by a trigger, migration 0029): the task search
     * index in each server process reads the rows written since its last look (services/tasks/search-index).
     */
    changeXid: bigint('change_xid', { mode: 'number' }).notNull().default(0),
    ...archiveColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_user_created_idx').on(t.userId, t.createdAt),
    // Keyset pages of the Tasks screen in each sort (expressions as in services/tasks/task-order.ts).
    index('tasks_user_order_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('tasks_user_status_order_idx').on(t.userId, t.status, t.createdAt.desc(), t.id.desc()),
    index('tasks_user_due_order_idx').on(
      t.userId,
      sql`coalesce(date '2000-01-01' - due_date, -2147483648) desc`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('tasks_user_priority_order_idx').on(
      t.userId,
      sql`(case priority when 'P1' then 4 when 'P2' then 3 when 'P3' then 2 when 'P4' then 1 else 0 end) desc`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // The Archives screen's Tasks tab: its page and its count read only the archived tasks (migration 0024).
    index('tasks_archive_order_idx')
      .on(t.userId, sql`coalesce(archived_at, '-infinity'::timestamptz) desc`, t.id.desc())
      .where(sql`is_archived = true`),
    // The search box: the user's rows holding the text's trigrams (pg_trgm, and btree_gin for the user
    // and the status; migrations 0022, 0023). With the status in it, a search within a tile reads only
    // that tile's rows from the table, and counting them was most of the search's cost.
    index('tasks_user_change_idx').on(t.userId, t.changeXid),
    index('tasks_user_status_search_idx').using('gin', t.userId, t.status, sql`search_text gin_trgm_ops`),
  ],
);

/** A task's own columns: the search text and the writer's transaction belong to the search, never to what a task shows or audits. */
export const TASK_FIELDS = (() => {
  const { searchText: _index, changeXid: _writer, ...fields } = getTableColumns(tasks);
  return fields;
})();
