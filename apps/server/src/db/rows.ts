import type { emailClassifications, emails, importJobs, projects, users } from './schema/index.js';

/** Rows as drizzle reads them, for the tables several services pass around. */
export type EmailRow = typeof emails.$inferSelect;
export type ClassificationRow = typeof emailClassifications.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ImportJobRow = typeof importJobs.$inferSelect;
