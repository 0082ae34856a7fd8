import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { archiveColumns, createdAt, updatedAt } from './columns.js';
import { projects } from './projects.js';
import { users } from './users.js';

export type ChecklistItem = { id: string; text: string; completed: boolean };

/** What the task search reads, as one text (immutable, so it can be indexed). */
export const TASK_SEARCH_TEXT = sql.raw(
  `coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(project_name, '') || ' ' || coalesce(assignee, '')`,
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
    // The search box: trigram matches (ILIKE '%word%') over the searched fields (pg_trgm, migration 0014).
    index('tasks_search_idx').using('gin', sql`(${TASK_SEARCH_TEXT}) gin_trgm_ops`),
  ],
);
