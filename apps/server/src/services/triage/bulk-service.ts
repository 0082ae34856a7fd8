import { TRIAGE_ERRORS, type BulkAction, type BulkResult } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../http/errors.js';
import { insertAuditEvent } from '../audit/audit-store.js';
import { auditSnapshot } from '../audit/snapshot.js';
import { setArchived, setSnoozed, snoozeTime, type Outcome } from './bulk-mailbox.js';
import { approveProjects, restoreProjects } from './bulk-projects.js';
import { lockRows } from './bulk-rows.js';
import { rejectSuggestions, restoreSuggestions } from './bulk-suggestions.js';

/** Where the request came from, for the audit entry each changed email gets. */
export type BulkRequest = { method: string; path: string; requestId: string };

const emailIdsOf = (input: BulkAction): string[] => ('emailIds' in input ? input.emailIds : input.items.map((i) => i.emailId));

function run(db: Db, userId: string, input: BulkAction, rows: Awaited<ReturnType<typeof lockRows>>): Promise<Outcome> {
  switch (input.action) {
    case 'archive':
      return setArchived(db, rows, true);
    case 'unarchive':
      return setArchived(db, rows, false);
    case 'snooze':
      return setSnoozed(db, rows, snoozeTime(input.until));
    case 'unsnooze':
      return setSnoozed(db, rows, null);
    case 'approve_project':
      return approveProjects(db, userId, rows);
    case 'move_to_project':
      return approveProjects(db, userId, rows, input.projectId);
    case 'reject_suggestions':
      return rejectSuggestions(db, userId, rows);
    case 'restore_projects':
      return restoreProjects(db, userId, rows, input.items);
    case 'restore_suggestions':
      return restoreSuggestions(db, userId, rows, input.items);
  }
}

/**
 * POST /api/v1/emails/bulk: one action on many of the user's emails, all or nothing, in one
 * transaction. An id that is not one of the user's emails fails the whole request with 404 and
 * changes nothing. Each changed email gets its own audit entry, written in the same transaction.
 */
export async function runBulkAction(db: Db, userId: string, input: BulkAction, request: BulkRequest): Promise<BulkResult> {
  const ids = emailIdsOf(input);
  if (new Set(ids).size !== ids.length) throw badRequest(TRIAGE_ERRORS.duplicateEmails);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const rows = await lockRows(txDb, userId, ids);
    if (rows.length !== ids.length) throw notFound(TRIAGE_ERRORS.emailNotFound);
    const outcome = await run(txDb, userId, input, rows);
    for (const change of outcome.changes) {
      await insertAuditEvent(txDb, {
        userId,
        action: change.action,
        entityType: change.entityType,
        entityId: change.row.email.id,
        summary: change.summary.slice(0, 500),
        before: auditSnapshot(change.before),
        after: auditSnapshot(change.after),
        method: request.method,
        path: request.path,
        statusCode: 200,
        requestId: request.requestId,
      });
    }
    return {
      action: input.action,
      changed: outcome.changes.length,
      skipped: outcome.skipped,
      message: outcome.message,
      undo: outcome.undo,
    };
  });
}
