import type { AuditEntityType } from '@triage/contracts';
import { findEmailRow } from '../mail/emails-service.js';
import {
  create, crud, field, IN_SERVICE, READ_ONLY, remove, update, type AuditContext, type RouteAudit,
} from './audit-spec.js';
import { displayName, ruleOrder } from './entities.js';
import { FOLLOWUP_AUDITED_ROUTES } from './followup-audit.js';

const ARCHIVE_ENTITY: Record<string, AuditEntityType> = {
  projects: 'project',
  tasks: 'task',
  services: 'service',
  templates: 'template',
  emails: 'email',
};

/** The email's subject, from an answer that is the email (or carries it as updatedEmail). */
function subjectOf(c: AuditContext): string {
  const email = (c.response as { updatedEmail?: unknown } | undefined)?.updatedEmail ?? c.response;
  return field(email, 'subject') ?? '';
}

type Proposed = { id?: string; title?: string; task?: string };
function proposedTitle(classification: unknown, taskId: string | undefined): string | null {
  const list = (classification as { proposedTasks?: unknown } | null)?.proposedTasks;
  if (!Array.isArray(list) || !taskId) return null;
  const hit = (list as (Proposed | string)[]).find((t) => typeof t === 'object' && t?.id === taskId) as Proposed | undefined;
  return hit?.title ?? hit?.task ?? null;
}

const PROCESS_VERBS: Record<string, string> = {
  approve_project: 'Approved project',
  reject_project: 'Rejected project',
  approve_task: 'Approved task',
  reject_task: 'Rejected task',
};

/** The review screens' changes: classification, approvals and rejections, feedback, reply edits. */
const CLASSIFICATION_ROUTES: Record<string, RouteAudit> = {
  'POST /api/v1/emails/:id/generate-recommendations': {
    entityType: 'classification',
    action: 'update',
    target: (c) => c.params.id,
    summary: ({ before, after, context }) => {
      const project = field(after, 'projectName') ?? field(after, 'label');
      return `${before ? 'Reclassified' : 'Classified'} email '${subjectOf(context)}'${project ? ` as '${project}'` : ''}`;
    },
  },
  'POST /api/v1/emails/recommendations/process': {
    entityType: 'classification',
    action: (c) => (field(c.body, 'action')?.startsWith('reject') ? 'reject' : 'approve'),
    target: (c) => field(c.body, 'emailId'),
    summary: ({ before, after, context }) => {
      const kind = field(context.body, 'action') ?? '';
      const verb = PROCESS_VERBS[kind] ?? 'Processed';
      const data = (context.body as { data?: { taskId?: string } } | null)?.data;
      const what = kind.endsWith('_task')
        ? proposedTitle(after, data?.taskId) ?? proposedTitle(before, data?.taskId)
        : field(after, 'projectName') ?? field(before, 'projectName') ?? field(before, 'label');
      return `${verb}${what ? ` '${what}'` : ''} for email '${subjectOf(context)}'`;
    },
  },
  'POST /api/v1/emails/:id/proposed-tasks/remove': {
    entityType: 'classification',
    action: 'reject',
    target: (c) => c.params.id,
    summary: ({ context }) => `Removed suggested task '${field(context.body, 'title') ?? ''}' from email '${subjectOf(context)}'`,
  },
  'POST /api/v1/emails/:id/feedback': {
    entityType: 'classification',
    action: 'update',
    target: (c) => c.params.id,
    summary: ({ context }) => `Submitted feedback on email '${subjectOf(context)}'`,
  },
  'PATCH /api/v1/emails/:id/reply': {
    entityType: 'classification',
    action: 'update',
    target: (c) => c.params.id,
    summary: ({ context }) => `Edited the suggested reply to email '${subjectOf(context)}'`,
  },
};

/** The browser sends the upload's file name URI-encoded (headers are ASCII). */
function fileName(header: string): string {
  try {
    return decodeURIComponent(header).slice(0, 255);
  } catch {
    return header.slice(0, 255);
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const num = (value: unknown, key: string) => {
  const v = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof v === 'number' ? v : 0;
};

function importedCounts(c: AuditContext): string {
  const imported = (c.response as { imported?: Record<string, unknown> } | undefined)?.imported ?? {};
  const parts = (['projects', 'services', 'templates', 'rules', 'contexts'] as const)
    .map((k) => [k, num(imported, k)] as const)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => plural(n, k.slice(0, -1)));
  if (imported.style === true) parts.push('task style');
  return parts.length ? parts.join(', ') : 'nothing new';
}

/**
 * Every mutating /api/v1 route and what its audit entry records, keyed 'METHOD /route/:pattern'.
 * A route missing here is still recorded (by its method and path), but the audit API test fails
 * until it is listed, so each one gets a real entity, before/after and summary.
 */
export const AUDITED_ROUTES: Record<string, RouteAudit> = {
  ...crud('/api/v1/projects', 'project'),
  'POST /api/v1/projects/:id/close': update('project', {
    summary: ({ after }) => `Closed project '${displayName(after) ?? ''}'`,
  }),
  'POST /api/v1/projects/:id/open': update('project', {
    summary: ({ after }) => `Reopened project '${displayName(after) ?? ''}'`,
  }),
  ...crud('/api/v1/tasks', 'task'),
  ...crud('/api/v1/services', 'service'),
  'POST /api/v1/services/:id/projects': create('service_project'),
  'PATCH /api/v1/services/projects/:id': update('service_project'),
  'DELETE /api/v1/services/projects/:id': remove('service_project'),
  ...crud('/api/v1/templates', 'template'),
  ...crud('/api/v1/rules', 'rule'),
  'POST /api/v1/rules/reorder': {
    entityType: 'rule',
    action: 'reorder',
    state: (db, c) => ruleOrder(db, c.userId),
    summary: ({ after }) => `Reordered ${plural(Array.isArray(after) ? after.length : 0, 'rule')}`,
  },
  'POST /api/v1/rules/test': READ_ONLY,
  'POST /api/v1/rules/suggest': READ_ONLY,
  'POST /api/v1/predict': READ_ONLY,
  'POST /api/v1/emails/bulk': IN_SERVICE,
  'POST /api/v1/predict/accept': create('task', {
    summary: ({ after }) => `Created task '${displayName(after) ?? ''}' from a prediction`,
  }),
  ...CLASSIFICATION_ROUTES,
  ...FOLLOWUP_AUDITED_ROUTES,
  'PUT /api/v1/style': {
    entityType: 'task_style',
    action: 'update',
    target: (c) => c.userId,
    summary: ({ before }) => (before ? 'Updated task style' : 'Saved task style (first time; defaults before)'),
  },
  ...crud('/api/v1/contexts', 'context'),
  'PATCH /api/v1/connections/:id': update('connection', {
    summary: ({ before, after }) => {
      const was = (before as { connected?: boolean } | null)?.connected;
      const now = (after as { connected?: boolean } | null)?.connected;
      if (was !== now && now !== undefined) return now ? 'Connected mailbox' : 'Disconnected mailbox';
      return 'Updated mailbox connection';
    },
  }),
  'POST /api/v1/archives/:type/:id/archive': {
    entityType: (c) => ARCHIVE_ENTITY[c.params.type ?? ''] ?? 'project',
    action: 'archive',
    target: (c) => c.params.id,
  },
  'POST /api/v1/archives/:type/:id/unarchive': {
    entityType: (c) => ARCHIVE_ENTITY[c.params.type ?? ''] ?? 'project',
    action: 'unarchive',
    target: (c) => c.params.id,
  },
  'POST /api/v1/import': {
    entityType: 'configuration',
    action: 'import',
    result: (c) => (c.response as { imported?: unknown } | undefined)?.imported ?? null,
    summary: ({ context }) => `Imported configuration: ${importedCounts(context)}`,
  },
  'POST /api/v1/import-emails': {
    entityType: 'import',
    action: 'import',
    created: (c) => field(c.response, 'importId'),
    summary: ({ after }) => `Started email import (${num(after, 'daysBack') || '?'} days back)`,
  },
  'POST /api/v1/import-emails/upload': {
    entityType: 'import',
    action: 'import',
    result: (c) => {
      const name = c.headers['x-file-name'];
      const rejected = (c.response as { rejected?: unknown[] } | undefined)?.rejected ?? [];
      return {
        file: typeof name === 'string' ? fileName(name) : null,
        backgroundImportId: field(c.response, 'importId') ?? null,
        imported: num(c.response, 'imported'),
        duplicates: num(c.response, 'duplicates'),
        rejected: rejected.length,
      };
    },
    summary: ({ after }) => {
      const file = field(after, 'file');
      if (field(after, 'backgroundImportId')) return `Uploaded ${file ? `'${file}'` : 'a mailbox file'}: importing it in the background`;
      return `Uploaded ${file ? `'${file}'` : 'mail'}: ${plural(num(after, 'imported'), 'email')} imported, ${plural(num(after, 'duplicates'), 'duplicate')}, ${num(after, 'rejected')} rejected`;
    },
  },
  'POST /api/v1/microsoft/emails/sync': {
    entityType: 'mailbox',
    action: 'sync',
    result: (c) => ({ syncJobId: field(c.response, 'syncJobId') ?? null }),
    summary: () => 'Requested a mailbox sync',
  },
  'POST /api/v1/emails/:id/remote-images': update('email', {
    summary: ({ after }) =>
      `${(after as { remoteImagesAllowed?: boolean } | null)?.remoteImagesAllowed ? 'Allowed' : 'Blocked'} remote images in email '${displayName(after) ?? ''}'`,
  }),
  'POST /api/v1/emails/:id/read': update('email', {
    summary: ({ after }) => `Read email '${displayName(after) ?? ''}' (marked read in the mailbox too)`,
  }),
  'POST /api/v1/emails/send': {
    entityType: 'reply',
    action: 'send',
    target: async (c, db) => {
      const messageId = field(c.body, 'messageId');
      return messageId ? ((await findEmailRow(db, c.userId, messageId))?.id ?? null) : null;
    },
    result: async (c, db) => {
      const messageId = field(c.body, 'messageId');
      // A reply goes to the original's sender.
      const original = messageId ? await findEmailRow(db, c.userId, messageId) : null;
      const to = (c.body as { to?: unknown } | null)?.to ?? original?.fromAddress ?? null;
      return {
        reply: Boolean(messageId),
        to,
        subject: field(c.response, 'subject') ?? null,
        body: field(c.body, 'body') ?? '',
      };
    },
    summary: ({ after }) => {
      const to = (after as { to?: unknown } | null)?.to;
      const recipients = Array.isArray(to) ? to.join(', ') : typeof to === 'string' ? to : '';
      const reply = (after as { reply?: boolean } | null)?.reply;
      return `Sent ${reply ? 'reply' : 'email'} '${field(after, 'subject') ?? ''}'${recipients ? ` to ${recipients}` : ''}`;
    },
  },
};

