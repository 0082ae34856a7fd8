import { and, eq, inArray } from 'drizzle-orm';
import type { AuditAction, AuditEntityType } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { emailClassifications, emails } from '../../db/schema/index.js';
import type { ClassificationRow, EmailRow } from '../../db/rows.js';

export type BulkRow = { email: EmailRow; classification: ClassificationRow | null };

/** One email a bulk action changed: what the audit log records for it. */
export interface BulkChange {
  row: BulkRow;
  entityType: AuditEntityType;
  action: AuditAction;
  summary: string;
  before: unknown;
  after: unknown;
}

/**
 * The user's emails with their classifications, locked for the rest of the transaction so two
 * bulk actions on the same emails run one after the other. Ids of other users' emails find nothing.
 */
export async function lockRows(db: Db, userId: string, ids: string[]): Promise<BulkRow[]> {
  const rows = await db
    .select({ email: emails, classification: emailClassifications })
    .from(emails)
    .leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id))
    .where(and(eq(emails.userId, userId), inArray(emails.id, ids)))
    .for('update', { of: emails });
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.email.id)! - order.get(b.email.id)!);
}

export const subjectOf = (row: BulkRow) => row.email.subject?.trim() || '(no subject)';

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
