import { z } from 'zod';
import { LIMITS } from './enums.js';
import { connectionProblemSchema } from './microsoft-365.js';
import { cursorParamSchema, nextCursorField } from './paging.js';

export const emailListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(LIMITS.emailFetchLimit),
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
    /** The previous page's nextCursor; offset then counts from there. */
    cursor: cursorParamSchema,
  })
  .strict();

export const providerListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(LIMITS.providerFetchTop),
    skip: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .strict();

const address = z.object({ name: z.string().nullable(), address: z.string() });

export const classificationSchema = z.object({
  id: z.string(),
  emailId: z.string(),
  label: z.string().nullable(),
  confidence: z.number(),
  proposedTasks: z.array(z.unknown()),
  replyEmail: z.string().nullable(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  approved: z.boolean().nullable(),
  editing: z.boolean(),
  feedback: z.string().nullable(),
  classificationService: z.string().nullable(),
  classificationVersion: z.string().nullable(),
  processingTimeMs: z.number().nullable(),
  errorMessage: z.string().nullable(),
  isProcessed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Classification = z.output<typeof classificationSchema>;

export const emailSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  fromName: z.string().nullable(),
  fromAddress: z.string().nullable(),
  sender: z.string(),
  toRecipients: z.array(address),
  ccRecipients: z.array(address),
  subject: z.string().nullable(),
  preview: z.string(),
  body: z.string(),
  bodyText: z.string().nullable(),
  bodyContentType: z.enum(['html', 'text']),
  sentTime: z.string().nullable(),
  receivedTime: z.string().nullable(),
  isRead: z.boolean(),
  hasAttachments: z.boolean(),
  attachments: z.array(z.object({ name: z.string(), contentType: z.string().nullable(), size: z.number().nullable() })),
  conversationId: z.string().nullable(),
  messageId: z.string(),
  threadTopic: z.string().nullable(),
  folder: z.string().nullable(),
  isImportant: z.boolean(),
  remoteImagesAllowed: z.boolean(),
  status: z.string(),
  is_archived: z.boolean(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  classification: classificationSchema.nullable(),
});
export type Email = z.output<typeof emailSchema>;

/**
 * A row of the emails lists: the email without its plain-text copy (bodyText, a server-side
 * extract of the body for search and the preview fallback) and without a long body, both of
 * which the single email still carries.
 */
export const emailListItemSchema = emailSchema.omit({ bodyText: true }).extend({
  /** Null when longer than LIMITS.listBodyMaxBytes. */
  body: z.string().nullable(),
});
export type EmailListItem = z.output<typeof emailListItemSchema>;

export const emailPageSchema = z.object({ data: z.array(emailListItemSchema), totalCount: z.number().int(), nextCursor: nextCursorField });
export type EmailPage = z.output<typeof emailPageSchema>;

export const sendEmailSchema = z
  .object({
    to: z.union([z.string().trim().email().max(320), z.array(z.string().trim().email().max(320)).min(1).max(50)]).optional(),
    subject: z.string().max(1000).default(''),
    body: z.string().max(200_000),
    messageId: z.string().min(1).max(500).optional(),
  })
  .strict();
export type SendEmail = z.input<typeof sendEmailSchema>;

export const sendResultSchema = z.object({ success: z.literal(true), message: z.string(), subject: z.string() });
export type SendResult = z.output<typeof sendResultSchema>;

/** docs/behaviour.md, Validation: days back 1 to 365; anything that is not a number falls back to 30. */
export const importStartSchema = z
  .object({
    daysBack: z.preprocess((v) => {
      const n = typeof v === 'string' ? Number(v) : v;
      return typeof n === 'number' && Number.isFinite(n) ? n : LIMITS.importDaysBackDefault;
    }, z.number().int().min(LIMITS.importDaysBackMin).max(LIMITS.importDaysBackMax)),
  })
  .strict();

export const importJobSchema = z.object({
  id: z.string(),
  status: z.enum(['idle', 'starting', 'running', 'completed', 'error']),
  syncJobId: z.string().nullable(),
  daysBack: z.number().int(),
  imported: z.number().int(),
  total: z.number().int().nullable(),
  error: z.string().nullable(),
  /** 'upload': an .mbox file imported in the background; its progress is bytes read of the file. */
  source: z.enum(['mailbox', 'upload']).default('mailbox'),
  fileName: z.string().nullable().default(null),
  bytesTotal: z.number().int().nullable().default(null),
  bytesDone: z.number().int().default(0),
  duplicates: z.number().int().default(0),
  rejected: z.number().int().default(0),
  created_at: z.string(),
  updated_at: z.string(),
});
export const importAcceptedSchema = z.object({ status: z.literal('accepted'), syncJobId: z.string(), importId: z.string() });

export const uploadResultSchema = z.object({
  imported: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.array(z.object({ index: z.number().int(), reason: z.string() })),
});
/** An .mbox upload is stored and imported in the background: follow it at /api/v1/import-emails/{importId}. */
export const uploadAcceptedSchema = z.object({ status: z.literal('accepted'), importId: z.string() });

export const syncRunSchema = z.object({
  id: z.string(),
  kind: z.string(),
  trigger: z.string(),
  status: z.string(),
  added: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  pages: z.number().int(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const syncStatusSchema = z.object({
  provider: z.string(),
  connected: z.boolean(),
  email: z.string().nullable(),
  lastSync: z.string().nullable(),
  nextSync: z.string().nullable(),
  intervalSeconds: z.number().int(),
  running: z.array(syncRunSchema),
  recent: z.array(syncRunSchema),
  queued: z.array(z.object({ name: z.string(), queued: z.number().int() })),
  /** Why background sync is stopped (null when it runs), with the text to show and Graph's code. */
  problem: z.object({ kind: connectionProblemSchema, message: z.string(), detail: z.string().nullable() }).nullable(),
  /** Graph throttled the mailbox: nothing syncs before this time. */
  notBefore: z.string().nullable(),
});
export type SyncStatus = z.output<typeof syncStatusSchema>;

export const providerMessageSchema = z.object({
  id: z.string(),
  subject: z.string().nullable(),
  from: address.nullable(),
  receivedDateTime: z.string().nullable(),
  bodyPreview: z.string().nullable(),
});
export const providerProfileSchema = z.object({ id: z.string(), email: z.string().nullable(), name: z.string().nullable() });
export const syncRequestedSchema = z.object({ status: z.literal('accepted'), syncJobId: z.string().nullable() });
