import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { archiveColumns, createdAt, updatedAt } from './columns.js';
import { users } from './users.js';

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').notNull().default('Project'),
    context: text('context'),
    officialName: text('official_name'),
    associatedProjects: text('associated_projects'),
    otherNames: text('other_names'),
    involvedParties: text('involved_parties'),
    notes: text('notes'),
    color: text('color').notNull(),
    status: text('status').notNull().default('open'),
    labels: textList('labels'),
    defaultPriority: text('default_priority').notNull().default('P2'),
    defaultDueRule: text('default_due_rule').notNull().default('next_business_day'),
    senderIncludes: textList('sender_includes'),
    domainMatches: textList('domain_matches'),
    subjectIncludes: textList('subject_includes'),
    bodyIncludes: textList('body_includes'),
    bodyRegex: text('body_regex'),
    ...archiveColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_user_created_idx').on(t.userId, t.createdAt)],
);
