import { z } from 'zod';
import { idSchema } from './common.js';

/** Most emails one bulk request may change (a page of the compact list is at most 100). */
export const BULK_MAX_EMAILS = 200;

/** The longest snooze: a year ahead. */
export const SNOOZE_MAX_DAYS = 365;

export const TRIAGE_ERRORS = {
  emailNotFound: 'Email not found',
  projectNotFound: 'Project not found',
  duplicateEmails: 'items: each email may be listed once',
  snoozeInPast: 'until: the snooze time must be in the future',
  snoozeTooFar: `until: the snooze time must be within ${SNOOZE_MAX_DAYS} days`,
} as const;

const emailIdsSchema = z
  .array(idSchema)
  .min(1, { message: 'must name at least one email' })
  .max(BULK_MAX_EMAILS, { message: `may name at most ${BULK_MAX_EMAILS} emails` })
  .refine((ids) => new Set(ids).size === ids.length, { message: 'each email may be listed once' });

const withIds = <A extends string>(action: A) => z.object({ action: z.literal(action), emailIds: emailIdsSchema }).strict();

/** An email's project and approval as they were before a bulk action (what undo puts back). */
export const projectStateSchema = z
  .object({ emailId: idSchema, projectId: idSchema.nullable(), approved: z.boolean().nullable() })
  .strict();

/** What a bulk reject changed on one email: the suggested tasks it rejected and the project approval before. */
export const rejectedSuggestionsSchema = z
  .object({ emailId: idSchema, taskIds: z.array(z.string().min(1).max(200)).max(100), approved: z.boolean().nullable() })
  .strict();

const itemsOf = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1, { message: 'must name at least one email' })
    .max(BULK_MAX_EMAILS, { message: `may name at most ${BULK_MAX_EMAILS} emails` });

/**
 * POST /api/v1/emails/bulk: one request changes many emails in one transaction. Every action has an
 * inverse ('unarchive', 'unsnooze', 'restore_projects', 'restore_suggestions'): the answer carries the
 * request that undoes it.
 */
export const bulkActionSchema = z.discriminatedUnion('action', [
  withIds('archive'),
  withIds('unarchive'),
  withIds('approve_project'),
  withIds('reject_suggestions'),
  z.object({ action: z.literal('move_to_project'), emailIds: emailIdsSchema, projectId: idSchema }).strict(),
  z
    .object({
      action: z.literal('snooze'),
      emailIds: emailIdsSchema,
      until: z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' }),
    })
    .strict(),
  withIds('unsnooze'),
  z.object({ action: z.literal('restore_projects'), items: itemsOf(projectStateSchema) }).strict(),
  z.object({ action: z.literal('restore_suggestions'), items: itemsOf(rejectedSuggestionsSchema) }).strict(),
]);
export type BulkAction = z.output<typeof bulkActionSchema>;
export type BulkActionName = BulkAction['action'];

export const bulkResultSchema = z.object({
  action: z.string(),
  /** Emails the action changed. */
  changed: z.number().int(),
  /** Emails it left as they were (no proposed project, nothing pending, already in that state). */
  skipped: z.number().int(),
  message: z.string(),
  /** The request that reverses this one; null when nothing changed. */
  undo: bulkActionSchema.nullable(),
});
export type BulkResult = z.output<typeof bulkResultSchema>;
