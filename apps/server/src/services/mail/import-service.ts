import { and, desc, eq, sql } from 'drizzle-orm';
import type { importJobSchema } from '@triage/contracts';
import { throttledFor, type MailProvider, type SincePage } from '@triage/mail';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { importJobs, syncRuns } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { storeMessages } from './store-messages.js';
import type { ImportJobRow } from '../../db/rows.js';

export type ImportJobView = z.output<typeof importJobSchema>;

const view = (row: ImportJobRow): ImportJobView => ({
  id: row.id,
  status: row.status as ImportJobView['status'],
  syncJobId: row.syncJobId,
  daysBack: row.daysBack,
  imported: row.imported,
  total: row.total,
  error: row.error,
  source: row.source as ImportJobView['source'],
  fileName: row.fileName,
  bytesTotal: row.bytesTotal,
  bytesDone: row.bytesDone,
  duplicates: row.duplicates,
  rejected: row.rejected,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function createImportJob(db: Database['db'], userId: string, daysBack: number) {
  const [row] = await db.insert(importJobs).values({ userId, daysBack, status: 'starting' }).returning();
  return row!;
}

export async function attachJobId(db: Database['db'], userId: string, id: string, jobId: string | null) {
  await db
    .update(importJobs)
    .set({ syncJobId: jobId })
    .where(and(eq(importJobs.userId, userId), eq(importJobs.id, id)));
}

/** An import the queue refused (one is already running) leaves no row: it would read as 'starting' forever. */
export async function discardImportJob(db: Database['db'], userId: string, id: string) {
  await db.delete(importJobs).where(and(eq(importJobs.userId, userId), eq(importJobs.id, id)));
}

export async function getImportJob(db: Database['db'], userId: string, id: string): Promise<ImportJobView> {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.userId, userId), eq(importJobs.id, id)));
  if (!row) throw notFound('Import not found');
  return view(row);
}

export async function latestImportJob(db: Database['db'], userId: string): Promise<ImportJobView | null> {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.userId, userId)).orderBy(desc(importJobs.createdAt)).limit(1);
  return row ? view(row) : null;
}

/** An import whose mailbox cannot be read at all ends with the reason instead of waiting forever. */
export async function failImport(db: Database['db'], userId: string, id: string, message: string) {
  await db
    .update(importJobs)
    .set({ status: 'error', error: message, finishedAt: new Date() })
    .where(and(eq(importJobs.userId, userId), eq(importJobs.id, id)));
}

/**
 * Imports the inbox's last `daysBack` days, newest first, page by page; progress is
 * written after every page so the Settings screen can show it. The total is
 * the mailbox's count at the start, then what was imported (mail may arrive meanwhile).
 */
export async function runImport(
  { db }: Database,
  userId: string,
  importId: string,
  provider: MailProvider,
  jobId?: string,
): Promise<{ imported: number; newIds: string[] }> {
  const [job] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.userId, userId), eq(importJobs.id, importId)));
  if (!job) throw new Error(`Import ${importId} not found`);
  const cutoff = Date.now() - job.daysBack * 24 * 60 * 60 * 1000;
  const update = (values: Partial<typeof importJobs.$inferInsert>) => db.update(importJobs).set(values).where(eq(importJobs.id, importId));
  await update({ status: 'running', startedAt: new Date(), error: null });
  const [run] = await db
    .insert(syncRuns)
    .values({ userId, kind: 'import', trigger: 'user', jobId: jobId ?? null })
    .returning({ id: syncRuns.id });

  let imported = 0;
  const newIds: string[] = [];
  try {
    // Counted up front so progress can read "X of Y"; the count is a nicety, a mailbox that cannot count still imports.
    await update({ total: await provider.countSince(new Date(cutoff)).catch(() => null) });
    for (let page: string | null = null, first = true; first || page !== null; first = false) {
      const result: SincePage = await provider.listSince(new Date(cutoff), page);
      const counts = await storeMessages(db, userId, result.messages, []);
      imported += result.messages.length;
      newIds.push(...counts.newIds);
      await update({ imported });
      page = result.next;
    }
    await update({ status: 'completed', total: imported, finishedAt: new Date() });
    await db
      .update(syncRuns)
      .set({ status: 'completed', added: newIds.length, updated: imported - newIds.length, finishedAt: sql`now()` })
      .where(eq(syncRuns.id, run!.id));
    return { imported, newIds };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // Throttled: the job comes back when Graph's pause ends and starts over (upserts keep it duplicate-free).
    if (throttledFor(err) !== null) await update({ status: 'starting', error: null });
    else await update({ status: 'error', error: message, finishedAt: new Date() });
    await db
      .update(syncRuns)
      .set({ status: 'error', error: message, finishedAt: sql`now()` })
      .where(eq(syncRuns.id, run!.id));
    throw err;
  }
}
