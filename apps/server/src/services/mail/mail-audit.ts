import { field, num, plural, update, type AuditSpec } from '../audit/audit-spec.js';
import { displayName } from '../audit/entities.js';
import { findEmailRow } from './emails-service.js';

/** The browser sends the upload's file name URI-encoded (headers are ASCII). */
function fileName(header: string): string {
  try {
    return decodeURIComponent(header).slice(0, 255);
  } catch {
    return header.slice(0, 255);
  }
}

/** Audit entries of the mailbox: imports, uploads, sync requests, reading and sending mail. */
export const MAIL_AUDIT = {
  importEmails: {
    entityType: 'import',
    action: 'import',
    created: (c) => field(c.response, 'importId'),
    summary: ({ after }) => `Started email import (${num(after, 'daysBack') || '?'} days back)`,
  },
  upload: {
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
  sync: {
    entityType: 'mailbox',
    action: 'sync',
    result: (c) => ({ syncJobId: field(c.response, 'syncJobId') ?? null }),
    summary: () => 'Requested a mailbox sync',
  },
  remoteImages: update('email', {
    summary: ({ after }) =>
      `${(after as { remoteImagesAllowed?: boolean } | null)?.remoteImagesAllowed ? 'Allowed' : 'Blocked'} remote images in email '${displayName(after) ?? ''}'`,
  }),
  read: update('email', {
    summary: ({ after }) => `Read email '${displayName(after) ?? ''}' (marked read in the mailbox too)`,
  }),
  send: {
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
} satisfies Record<string, AuditSpec>;
