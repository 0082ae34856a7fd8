import { z } from 'zod';
import { cursorParamSchema, nextCursorField } from './paging.js';

/** What an audit entry records the user did. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'archive',
  'unarchive',
  'reorder',
  'approve',
  'reject',
  'send',
  'import',
  'sync',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  archive: 'Archived',
  unarchive: 'Unarchived',
  reorder: 'Reordered',
  approve: 'Approved',
  reject: 'Rejected',
  send: 'Sent',
  import: 'Imported',
  sync: 'Synced',
};

/** The kinds of things an entry is about. */
export const AUDIT_ENTITY_TYPES = [
  'project',
  'task',
  'service',
  'service_project',
  'template',
  'rule',
  'task_style',
  'context',
  'connection',
  'email',
  'classification',
  'reply',
  'configuration',
  'import',
  'mailbox',
  'conversation',
  'commitment',
  'followup_settings',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  project: 'Project',
  task: 'Task',
  service: 'Service',
  service_project: 'Service project',
  template: 'Template',
  rule: 'Rule',
  task_style: 'Task style',
  context: 'Context',
  connection: 'Connection',
  email: 'Email',
  classification: 'Classification',
  reply: 'Reply',
  configuration: 'Configuration',
  import: 'Email import',
  mailbox: 'Mailbox',
  conversation: 'Conversation',
  commitment: 'Commitment',
  followup_settings: 'Follow-up settings',
};

export const AUDIT_PAGE_SIZE_MAX = 100;

export const auditQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(20),
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
    entityType: z.enum(AUDIT_ENTITY_TYPES, { message: `must be one of ${AUDIT_ENTITY_TYPES.join(', ')}` }).optional(),
    action: z.enum(AUDIT_ACTIONS, { message: `must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
    /** Free text, matched (case-insensitive) against the summary and the entity id. */
    q: z.string().trim().max(200).optional(),
    /** The previous page's nextCursor; offset then counts from there. */
    cursor: cursorParamSchema,
  })
  .strict();
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  /** The user's e-mail (or name) at the time the list is read. */
  user: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** One of AUDIT_ENTITY_TYPES; text, so an entry of a kind this build does not know still reads. */
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  /** The row before and after the change, secrets masked, long texts clipped; null where there is none. */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  method: z.string(),
  path: z.string(),
  requestId: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEvent = z.output<typeof auditEventSchema>;

export const auditPageSchema = z.object({ data: z.array(auditEventSchema), totalCount: z.number().int(), nextCursor: nextCursorField });
export type AuditPage = z.output<typeof auditPageSchema>;
