import type { Runtime } from '../runtime.js';
import { classifyPending, StoredMailClassifier } from '../services/classification/classify-pipeline.js';
import { clearConfigurationProblems } from '../services/mail/connection-state.js';
import { runUploadImport } from '../services/mail/upload-import.js';
import { mailboxJobHandlers } from './mailbox-jobs.js';

/** Registers this process as a worker for every queue. */
export async function startWorkers(runtime: Runtime, onError: (msg: string) => void = () => undefined): Promise<void> {
  // This process may run with a renewed client secret: users paused by a refused registration are tried again.
  await clearConfigurationProblems(runtime.database.db);
  const mailbox = mailboxJobHandlers(runtime, onError);
  await runtime.jobs.work({
    sync: mailbox.sync,
    import: mailbox.import,
    async upload({ userId, importId }, jobId) {
      // A long upload has its mail classified as it lands, batch by batch beside the parsing (as a
      // sync's pages are), not by whole-mailbox passes: each of those walked everything stored so far.
      const classifier = new StoredMailClassifier(runtime.database.db, runtime.env, userId);
      try {
        await runUploadImport(runtime.database, userId, importId, jobId, (ids) => classifier.add(ids));
      } finally {
        await classifier.finish().catch((err: unknown) => onError(`classification during the upload of ${userId}: ${String(err)}`));
        // Whatever a failure or an earlier, interrupted run left unclassified.
        await runtime.jobs.requestClassify(userId);
      }
    },
    async classify({ userId }) {
      await classifyPending(runtime.database.db, runtime.env, userId);
    },
  });
}
