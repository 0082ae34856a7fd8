import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MailParseError, parseEml, readMbox, type MailMessage } from '@triage/mail';
import type { Database, Db } from '../../db/client.js';
import { emails, importJobs, syncRuns } from '../../db/schema/index.js';
import { toEmailRow } from './ingest.js';
import { asRecordset } from './recordset.js';
import { uploadsDir } from './upload-file.js';
import { UPLOADED_FOLDER } from './uploaded-mail.js';
import type { ImportJobRow } from '../../db/rows.js';

/** Messages per batch (one transaction); the rows go as one JSON parameter, far from PostgreSQL's 65,535 bind parameters. */
export const UPLOAD_BATCH_ROWS = 100;
/** A batch is also cut at this many bytes of mail, so a run of large messages stays small in memory. */
const UPLOAD_BATCH_BYTES = 1024 * 1024;

export async function createUploadImport(db: Db, userId: string, file: { path: string; bytes: number; name: string | null }) {
  const [row] = await db
    .insert(importJobs)
    .values({ userId, status: 'starting', source: 'upload', fileName: file.name, filePath: file.path, bytesTotal: file.bytes })
    .returning();
  return row!;
}

/** Another run took the import over (its job expired and was handed out again): this one stops. */
class Superseded extends Error {}

type Batch = { messages: MailMessage[]; bytes: number; rejected: number; end: number; read: number };

/**
 * Stores one batch and the import's position in one transaction: a crash
 * either keeps both or neither, so a resumed run neither skips nor recounts.
 * Duplicates (by Message-ID) are left as they are: an upload never rewrites
 * mail already here.
 */
async function storeBatch(
  db: Db,
  job: ImportJobRow,
  runId: string,
  expectedDone: number,
  batch: Batch,
): Promise<{ added: number; newIds: string[] }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ bytesDone: importJobs.bytesDone }).from(importJobs).where(eq(importJobs.id, job.id)).for('update');
    if (!current || current.bytesDone !== expectedDone) throw new Superseded();
    const rows = [...new Map(batch.messages.map((m) => [m.providerId, m])).values()].map((m) => toEmailRow(job.userId, m));
    const batchRows = asRecordset(emails, rows);
    const inserted =
      rows.length === 0
        ? []
        : (
            await tx.execute<{ id: string }>(sql`
              INSERT INTO ${emails} (${batchRows.columns}) SELECT ${batchRows.columns} FROM json_populate_recordset(null::emails, ${batchRows.json}::json)
              ON CONFLICT (user_id, message_id) DO NOTHING RETURNING id`)
          ).rows;
    const duplicates = batch.messages.length - inserted.length;
    await tx
      .update(importJobs)
      .set({
        imported: sql`${importJobs.imported} + ${inserted.length}`,
        duplicates: sql`${importJobs.duplicates} + ${duplicates}`,
        rejected: sql`${importJobs.rejected} + ${batch.rejected}`,
        bytesDone: batch.end,
        messagesRead: sql`${importJobs.messagesRead} + ${batch.read}`,
      })
      .where(eq(importJobs.id, job.id));
    await tx
      .update(syncRuns)
      .set({ added: sql`${syncRuns.added} + ${inserted.length}`, pages: sql`${syncRuns.pages} + 1` })
      .where(eq(syncRuns.id, runId));
    return { added: inserted.length, newIds: inserted.map((r) => r.id) };
  });
}

/**
 * Imports an uploaded .mbox from where the last run stopped, in bounded
 * batches, writing progress after each. `onStored` hears of new mail as it
 * lands (classification can start before the end of a long import).
 */
export async function runUploadImport(
  { db }: Database,
  userId: string,
  importId: string,
  jobId: string | undefined,
  onStored: (newIds: string[]) => Promise<void> = async () => undefined,
): Promise<{ imported: number; newIds: string[] }> {
  const [job] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.userId, userId), eq(importJobs.id, importId), eq(importJobs.source, 'upload')));
  if (!job) throw new Error(`Upload import ${importId} not found`);
  if (job.status === 'completed') return { imported: job.imported, newIds: [] };
  const update = (values: Partial<typeof importJobs.$inferInsert>) =>
    db
      .update(importJobs)
      .set(values)
      .where(and(eq(importJobs.id, job.id), eq(importJobs.userId, job.userId)));
  const [run] = await db
    .insert(syncRuns)
    .values({ userId: job.userId, kind: 'upload', trigger: 'user', jobId: jobId ?? null })
    .returning({ id: syncRuns.id });
  const finishRun = (values: Partial<typeof syncRuns.$inferInsert>) =>
    db
      .update(syncRuns)
      .set({ ...values, finishedAt: sql`now()` })
      .where(eq(syncRuns.id, run!.id));

  const file = job.filePath;
  const finished = job.bytesTotal !== null && job.bytesDone >= job.bytesTotal;
  if (finished && !(file && (await stat(file).catch(() => null)))) {
    // Cut off after the file was removed, before the import was marked done.
    await update({ status: 'completed', total: job.imported, error: null, finishedAt: new Date() });
    await finishRun({ status: 'completed' });
    return { imported: job.imported, newIds: [] };
  }
  if (!file || !(await stat(file).catch(() => null))) {
    const error = 'The uploaded file is no longer on the server; upload it again';
    await update({ status: 'error', error, finishedAt: new Date() });
    await finishRun({ status: 'error', error });
    return { imported: job.imported, newIds: [] };
  }
  await update({ status: 'running', startedAt: job.startedAt ?? new Date(), error: null });
  let done = job.bytesDone;
  const newIds: string[] = [];
  const empty = (): Batch => ({ messages: [], bytes: 0, rejected: 0, end: done, read: 0 });
  let batch = empty();
  const flush = async () => {
    if (batch.read === 0) return;
    const stored = await storeBatch(db, job, run!.id, done, batch);
    done = batch.end;
    // Only the first ids are kept for the caller: the full list of a huge import would grow without bound.
    if (newIds.length < UPLOAD_BATCH_ROWS) newIds.push(...stored.newIds.slice(0, UPLOAD_BATCH_ROWS - newIds.length));
    if (stored.newIds.length > 0) await onStored(stored.newIds);
    batch = empty();
  };
  try {
    for await (const entry of readMbox(file, { start: job.bytesDone, firstIndex: job.messagesRead })) {
      // Parsing is CPU work: other requests (health checks, the user's clicks) get a turn after each message.
      await setImmediate();
      batch.read++;
      batch.end = entry.end;
      if (entry.raw === null) batch.rejected++;
      else {
        try {
          batch.messages.push(await parseEml(entry.raw, { sourceFile: job.fileName ?? undefined, folder: UPLOADED_FOLDER }));
          batch.bytes += entry.raw.byteLength;
        } catch (err) {
          if (!(err instanceof MailParseError)) throw err;
          batch.rejected++;
        }
      }
      if (batch.messages.length >= UPLOAD_BATCH_ROWS || batch.bytes >= UPLOAD_BATCH_BYTES) await flush();
    }
    await flush();
    // The file goes first: once the import reads 'completed', nothing of it is left on disk.
    await rm(file, { force: true });
    const [final] = await db.select().from(importJobs).where(eq(importJobs.id, job.id));
    await update({ status: 'completed', total: final!.imported, bytesDone: job.bytesTotal ?? done, finishedAt: new Date() });
    await finishRun({ status: 'completed' });
    return { imported: final!.imported, newIds };
  } catch (err) {
    if (err instanceof Superseded) {
      await finishRun({ status: 'completed', error: 'Continued by another worker' });
      return { imported: 0, newIds };
    }
    const message = err instanceof Error ? err.message : String(err);
    // A retry of the job continues from bytesDone and reads 'running' again.
    await update({ status: 'error', error: message, finishedAt: new Date() });
    await finishRun({ status: 'error', error: message });
    throw err;
  }
}

/** An upload whose import could not finish (retries spent, or cut off while arriving) is kept this long, then removed. */
const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Removes files under DATA_DIR/uploads that no import still needs: older than
 * a day and not the file of an import that is starting or running.
 */
export async function removeStaleUploads(db: Db, dataDir: string, now = Date.now()): Promise<number> {
  const dir = uploadsDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names.map((n) => path.join(dir, n));
  if (files.length === 0) return 0;
  const active = await db
    .select({ filePath: importJobs.filePath })
    .from(importJobs)
    .where(and(inArray(importJobs.filePath, files), inArray(importJobs.status, ['starting', 'running'])));
  const keep = new Set(active.map((a) => a.filePath));
  let removed = 0;
  for (const file of files) {
    const info = await stat(file).catch(() => null);
    if (!info || keep.has(file) || now - info.mtimeMs < STALE_UPLOAD_MS) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}
