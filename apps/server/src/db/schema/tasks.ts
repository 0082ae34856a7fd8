import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { archiveColumns, createdAt, updatedAt } from './columns.js';
import { projects } from './projects.js';
import { users } from './users.js';

export type ChecklistItem = { id: string; text: string; completed: boolean };

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
    checklist: jsonb('checklist').$type<ChecklistItem[]>().notNull().default(sql`'[]'::jsonb`),
    sourceEmailId: uuid('source_email_id'),
    ...archiveColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tasks_user_created_idx').on(t.userId, t.createdAt)],
);
