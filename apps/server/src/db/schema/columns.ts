import { boolean, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Set by drizzle on every update (a statement that names it, e.g. sql`now()`, wins). */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** docs/behaviour.md, States and transitions: archivable rows carry is_archived and archived_at. */
export const archiveColumns = () => ({
  isArchived: boolean('is_archived').notNull().default(false),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});
