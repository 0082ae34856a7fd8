import { CONNECTION_PROBLEMS, type ConnectionProblem } from '@triage/contracts';
import { isUnsupportedMailbox, throttledFor } from '@triage/mail';
import { ProviderConfigurationError } from '../auth/microsoft/provider-tokens.js';
import type { Runtime } from '../runtime.js';
import { deferUntil, mailboxGate, markProblem } from '../services/mail/connection-state.js';
import { ensureSubscription } from '../services/mail/graph-subscriptions.js';
import { failImport, runImport } from '../services/mail/import-service.js';
import { syncMailbox } from '../services/mail/sync-service.js';
import { StoredMailClassifier } from '../services/classification/classify-pipeline.js';
import { runFollowupRound } from '../services/followups/followup-round.js';
import type { ImportJob, SyncJob } from './job-queue.js';
import { LeftoverSweeps } from './leftover-sweeps.js';

type Log = (msg: string) => void;

/**
 * What a failed mailbox job means. Failures no retry can fix (a mailbox Graph cannot serve, a
 * refused app registration) stop the user's background sync and are shown to them; a long
 * Retry-After defers every job of that mailbox until then. Only the rest is the queue's to retry.
 */
async function settle(
  runtime: Runtime,
  userId: string,
  err: unknown,
  again: (startAfter: Date) => Promise<unknown>,
  log: Log,
): Promise<void> {
  if (err instanceof ProviderConfigurationError) return; // the token store raised the alarm and paused the user
  if (isUnsupportedMailbox(err)) {
    await markProblem(runtime.database.db, userId, 'unsupported_mailbox', `${err.status} ${err.codes.join(' / ') || 'no code'}`);
    log(
      `mailbox of ${userId} cannot be served by Graph (${err.status} ${err.codes.join(' / ')}): background sync stopped until the next sign-in`,
    );
    return;
  }
  const wait = throttledFor(err);
  if (wait !== null) {
    const until = new Date(Date.now() + wait);
    await deferUntil(runtime.database.db, userId, until);
    await again(until);
    return;
  }
  throw err;
}

/**
 * Runs a job unless its mailbox is stopped (skipped; the problem is returned) or throttled (sent
 * again to start when the pause ends).
 */
async function gated(
  runtime: Runtime,
  userId: string,
  again: (startAfter: Date) => Promise<unknown>,
  work: () => Promise<void>,
  log: Log,
): Promise<ConnectionProblem | null> {
  const gate = await mailboxGate(runtime.database.db, userId);
  if (gate.problem) return gate.problem;
  if (gate.notBefore) {
    await again(gate.notBefore);
    return null;
  }
  try {
    await work();
  } catch (err) {
    await settle(runtime, userId, err, again, log);
  }
  return null;
}

export function mailboxJobHandlers(runtime: Runtime, log: Log) {
  const { database, mailboxes, jobs } = runtime;
  const sweeps = new LeftoverSweeps();
  return {
    async sync({ userId, trigger }: SyncJob, jobId: string): Promise<void> {
      await gated(
        runtime,
        userId,
        (at) => jobs.requestSync(userId, trigger, at),
        async () => {
          const firstSyncSince = new Date(Date.now() - runtime.env.FIRST_SYNC_DAYS * 24 * 3600_000);
          const mailbox = mailboxes.forUser(userId);
          // Each stored page's new mail is classified as it lands (the engine in its own threads, engine-threads.ts), beside the
          // rest of the sync; the threads load while the first page is fetched.
          const classifier = new StoredMailClassifier(database.db, runtime.env, userId);
          const requestClassify = async () => void (await jobs.requestClassify(userId));
          let outcome;
          try {
            outcome = await syncMailbox(database, userId, mailbox, {
              providerName: mailboxes.providerName,
              trigger,
              jobId,
              firstSyncSince,
              onStored: async (newIds) => classifier.add(newIds),
            });
          } finally {
            // What a failed batch left unclassified is the classify job's.
            const failed = await classifier.finish().then(
              () => false,
              (err: unknown) => (log(`classification during the sync of ${userId}: ${String(err)}`), true),
            );
            if (failed) await requestClassify();
          }
          // A pass that gave way to this feed; now and then, mail an interrupted run stored but never classified.
          if (classifier.passDeferred || (!outcome.skipped && sweeps.due(userId))) await requestClassify();
          if (!outcome.skipped) await runFollowupRound(runtime, userId, mailbox, { since: firstSyncSince, log });
          // Keeping the push subscription alive rides on the regular sync; a failure only means polling.
          await ensureSubscription(runtime, userId).catch((err: unknown) => log(`subscription for ${userId}: ${String(err)}`));
        },
        log,
      );
    },
    async import({ userId, importId }: ImportJob, jobId: string): Promise<void> {
      const stopped = await gated(
        runtime,
        userId,
        (at) => jobs.requestImport(userId, importId, at),
        async () => {
          await runImport(database, userId, importId, mailboxes.forUser(userId), jobId);
          await jobs.requestClassify(userId);
        },
        log,
      );
      if (stopped) await failImport(database.db, userId, importId, CONNECTION_PROBLEMS[stopped]);
    },
  };
}
