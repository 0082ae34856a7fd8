import { boolean, index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './users.js';

/** The per-user learner of the local classifier (its JSON state), kept across restarts. */
export const classifierModels = pgTable('classifier_models', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: jsonb('state').notNull(),
  examples: integer('examples').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * Every project decision the user made on a suggestion (approve, correct,
 * manual choice): what the engine had proposed and what the user kept. The
 * Training Center's accuracy-over-time chart is computed from these.
 */
export const classifierDecisions = pgTable(
  'classifier_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailId: uuid('email_id'),
    source: text('source').notNull(),
    predictedProjectId: uuid('predicted_project_id'),
    chosenProjectId: uuid('chosen_project_id'),
    correct: boolean('correct').notNull(),
    confidence: real('confidence'),
    createdAt: createdAt(),
  },
  (t) => [index('classifier_decisions_user_idx').on(t.userId, t.createdAt)],
);
