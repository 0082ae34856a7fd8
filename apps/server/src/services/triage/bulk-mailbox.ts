import { inArray } from 'drizzle-orm';
import { SNOOZE_MAX_DAYS, TRIAGE_ERRORS, type BulkAction } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { emails } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { plural, subjectOf, type BulkChange, type BulkRow } from './bulk-rows.js';

export type Outcome = { changes: BulkChange[]; skipped: number; message: string; undo: BulkAction | null };

const ids = (changes: BulkChange[]) => changes.map((c) => c.row.email.id);
const state = (r: BulkRow) => ({ isArchived: r.email.isArchived, snoozedUntil: r.email.snoozedUntil?.toISOString() ?? null });

/** Archive (and unarchive): the email leaves (or rejoins) the queue; an archived email is no longer snoozed. */
export async function setArchived(db: Db, rows: BulkRow[], archived: boolean): Promise<Outcome> {
  const todo = rows.filter((r) => r.email.isArchived !== archived);
  const now = new Date();
  if (todo.length) {
    await db
      .update(emails)
      .set({ isArchived: archived, archivedAt: archived ? now : null, ...(archived ? { snoozedUntil: null } : {}), updatedAt: now })
      .where(
        inArray(
          emails.id,
          todo.map((r) => r.email.id),
        ),
      );
  }
  const changes: BulkChange[] = todo.map((row) => ({
    row,
    entityType: 'email',
    action: archived ? 'archive' : 'unarchive',
    summary: `${archived ? 'Archived' : 'Unarchived'} email '${subjectOf(row)}' (bulk)`,
    before: state(row),
    after: { isArchived: archived, snoozedUntil: archived ? null : state(row).snoozedUntil },
  }));
  return {
    changes,
    skipped: rows.length - todo.length,
    message: `${plural(changes.length, 'email')} ${archived ? 'archived' : 'unarchived'}`,
    undo: changes.length ? { action: archived ? 'unarchive' : 'archive', emailIds: ids(changes) } : null,
  };
}

/** Checks a snooze time: in the future and within SNOOZE_MAX_DAYS. */
export function snoozeTime(iso: string, now = new Date()): Date {
  const until = new Date(iso);
  if (until.getTime() <= now.getTime()) throw badRequest(TRIAGE_ERRORS.snoozeInPast);
  if (until.getTime() > now.getTime() + SNOOZE_MAX_DAYS * 86_400_000) throw badRequest(TRIAGE_ERRORS.snoozeTooFar);
  return until;
}

/** Snooze: out of the queue until `until` (null: back now). Archived emails are left alone. */
export async function setSnoozed(db: Db, rows: BulkRow[], until: Date | null): Promise<Outcome> {
  const todo = rows.filter((r) => !r.email.isArchived && (until !== null || r.email.snoozedUntil !== null));
  if (todo.length) {
    await db
      .update(emails)
      .set({ snoozedUntil: until })
      .where(
        inArray(
          emails.id,
          todo.map((r) => r.email.id),
        ),
      );
  }
  const changes: BulkChange[] = todo.map((row) => ({
    row,
    entityType: 'email',
    action: 'update',
    summary: until ? `Snoozed email '${subjectOf(row)}' until ${until.toISOString()}` : `Unsnoozed email '${subjectOf(row)}'`,
    before: state(row),
    after: { ...state(row), snoozedUntil: until?.toISOString() ?? null },
  }));
  return {
    changes,
    skipped: rows.length - todo.length,
    message: until ? `${plural(changes.length, 'email')} snoozed` : `${plural(changes.length, 'email')} back in the queue`,
    undo: changes.length && until ? { action: 'unsnooze', emailIds: ids(changes) } : null,
  };
}
