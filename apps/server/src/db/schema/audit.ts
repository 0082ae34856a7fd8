import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * One row per successful change a user made through the API (the Audit Log):
 * who, what, which row, and that row before and after (secrets masked).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    method: text('method').notNull(),
    /** The route pattern (e.g. /api/v1/rules/:id), not the filled-in URL. */
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_user_created_idx').on(t.userId, t.createdAt),
    // Keyset pages newest first (services/audit/audit-store.ts).
    index('audit_events_user_order_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('audit_events_user_entity_idx').on(t.userId, t.entityType, t.createdAt),
  ],
);
