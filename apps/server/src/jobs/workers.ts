import type { Runtime } from '../runtime.js';
import { runImport } from '../services/mail/import-service.js';
import { syncMailbox } from '../services/mail/sync-service.js';
import { classifyPending } from '../services/classification/classify-service.js';

/** Registers this process as a worker for every queue. */
export async function startWorkers(runtime: Runtime): Promise<void> {
  const { database, mailboxes, jobs } = runtime;
  await jobs.work({
    async sync({ userId, trigger }, jobId) {
      const outcome = await syncMailbox(database, userId, mailboxes.forUser(userId), { providerName: mailboxes.providerName, trigger, jobId });
      if (!outcome.skipped) await jobs.requestClassify(userId);
    },
    async import({ userId, importId }, jobId) {
      await runImport(database, userId, importId, mailboxes.forUser(userId), jobId);
      await jobs.requestClassify(userId);
    },
    async classify({ userId }) {
      await classifyPending(database.db, runtime.env, userId);
    },
  });
}
