import type { Runtime } from '../runtime.js';
import { ensureSubscription } from '../services/mail/graph-subscriptions.js';
import { runImport } from '../services/mail/import-service.js';
import { syncMailbox } from '../services/mail/sync-service.js';
import { classifyPending } from '../services/classification/classify-service.js';

/** Registers this process as a worker for every queue. */
export async function startWorkers(runtime: Runtime, onError: (msg: string) => void = () => undefined): Promise<void> {
  const { database, mailboxes, jobs } = runtime;
  await jobs.work({
    async sync({ userId, trigger }, jobId) {
      const outcome = await syncMailbox(database, userId, mailboxes.forUser(userId), { providerName: mailboxes.providerName, trigger, jobId });
      if (!outcome.skipped) await jobs.requestClassify(userId);
      // Keeping the push subscription alive rides on the regular sync; a failure only means polling.
      await ensureSubscription(runtime, userId).catch((err: unknown) => onError(`subscription for ${userId}: ${String(err)}`));
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
