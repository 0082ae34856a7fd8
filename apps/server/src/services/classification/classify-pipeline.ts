import { and, eq, inArray, isNotNull, isNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailboxGrowth, type GrowthStatistics } from '../../db/growth-statistics.js';
import { emailClassifications, emails } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import { conversationProjects, engineEmailColumns, loadClassifierData, type EngineEmailRow } from './classifier-inputs.js';
import { classificationRow, runEngine, storeNewClassifications, warmEngine } from './classify-service.js';

const BATCH = 200;

/** A step started ahead and awaited later: its failure is reported where it is awaited, never as an unhandled rejection meanwhile. */
function ahead<T>(step: Promise<T>): Promise<T> {
  step.catch(() => undefined);
  return step;
}

/**
 * The user's emails waiting for a classification. Batch rule (docs/behaviour.md, Validation): an
 * email needs a subject, a body and a received time; others wait until the user opens them.
 */
function waiting(userId: string, ...more: (SQL | undefined)[]) {
  return and(
    eq(emails.userId, userId),
    ne(emails.status, 'deleted'),
    // On the join's column, so PostgreSQL plans an anti-join and stops at the batch's end (on the
    // classification's id it joined every classification first).
    isNull(emailClassifications.emailId),
    isNotNull(emails.subject),
    isNotNull(emails.bodyText),
    isNotNull(emails.receivedTime),
    ...more,
  );
}

function unclassified(db: Db) {
  return db.select(engineEmailColumns).from(emails).leftJoin(emailClassifications, eq(emailClassifications.emailId, emails.id));
}

/**
 * Where a pipeline's batches come from: the next rows to classify, leaving out those still in the
 * engine or being stored (`inFlight`), or null when there are no more.
 */
type BatchSource = (db: Db, userId: string, inFlight: string[]) => Promise<EngineEmailRow[] | null>;

type Prepared = {
  todo: EngineEmailRow[];
  data: Awaited<ReturnType<typeof loadClassifierData>>;
  conversationProject: (email: EngineEmailRow) => string | null;
};

/** The next batch with everything the engine reads besides it: the user's data, the conversations' approved projects. */
async function prepare(db: Db, userId: string, source: BatchSource, inFlight: string[]): Promise<Prepared | null> {
  const todo = await source(db, userId, inFlight);
  if (!todo) return null;
  const data = await loadClassifierData(db, userId);
  const conversationProject = await conversationProjects(db, userId, todo);
  return { todo, data, conversationProject };
}

/**
 * Classifies batch after batch as a pipeline (docs/performance.md, Sync): while the engine threads
 * classify one batch, the next is read and the previous one stored, so the engine never waits on
 * the database. Only the store takes the user's classification lock (storeNewClassifications), so
 * a run never holds it across the engine's work. Returns how many classifications it stored.
 */
async function classifyBatches(db: Db, env: Env, userId: string, source: BatchSource): Promise<number> {
  warmEngine(env);
  let done = 0;
  let storing: Promise<void> = Promise.resolve();
  let storingIds: string[] = [];
  let next: Promise<Prepared | null> = ahead(prepare(db, userId, source, []));
  try {
    for (;;) {
      const batch = await next;
      if (!batch) {
        await storing;
        // What was left out as in flight is stored now; one more look finds mail stored meanwhile.
        if (storingIds.length === 0) return done;
        storingIds = [];
        next = ahead(prepare(db, userId, source, []));
        continue;
      }
      const ids = batch.todo.map((e) => e.id);
      const engine = runEngine(
        env,
        batch.data,
        batch.todo.map((email) => ({ email, conversationProjectId: batch.conversationProject(email) })),
      );
      next = ahead(prepare(db, userId, source, [...storingIds, ...ids]));
      const results = await engine;
      await storing;
      storingIds = ids;
      const rows = batch.todo.map((email, i) => classificationRow(userId, email.id, results[i]!));
      storing = ahead(storeNewClassifications(db, userId, rows).then((n) => void (done += n)));
    }
  } finally {
    // A failed batch ends the run: the reads and the store under way settle before the job reports it.
    await Promise.allSettled([next, storing]);
  }
}

/**
 * The user's unclassified emails newest first, a batch at a time. Each batch starts below the one
 * before (emails_classify_order_idx), so a run reads its backlog once instead of searching the whole
 * mailbox past everything it has already classified for every batch, which grew with the square of
 * the backlog. Once the walk reaches the oldest, one look from the top finds mail stored meanwhile.
 */
function pendingMail(): BatchSource {
  let below: { receivedTime: Date; id: string } | null = null;
  return async (db, userId, inFlight) => {
    for (;;) {
      const todo = await unclassified(db)
        .where(
          waiting(
            userId,
            inFlight.length > 0 ? notInArray(emails.id, inFlight) : undefined,
            below ? sql`(${emails.receivedTime}, ${emails.id}) < (${below.receivedTime}::timestamptz, ${below.id}::uuid)` : undefined,
          ),
        )
        .orderBy(sql`${emails.receivedTime} desc nulls last`, sql`${emails.id} desc nulls last`)
        .limit(BATCH);
      const last = todo.at(-1);
      if (last) {
        below = { receivedTime: last.receivedTime!, id: last.id };
        return todo;
      }
      if (!below) return null;
      below = null;
    }
  };
}

/** The StoredMailClassifiers of this process at work, by user. */
const feeding = new Map<string, Set<StoredMailClassifier>>();

/**
 * The background pass after every sync or import: every unclassified email of the user. While a
 * feed of this process is classifying the user's arriving mail, the pass is left to the feed's end
 * (it would read the same new mail and classify it twice): the feed's `passDeferred` says so.
 */
export async function classifyPending(db: Db, env: Env, userId: string): Promise<number> {
  const feeds = feeding.get(userId);
  if (feeds) {
    for (const feed of feeds) feed.passDeferred = true;
    return 0;
  }
  return classifyBatches(db, env, userId, pendingMail());
}

/** Stored ids waiting beyond this many make `add` wait: a feed faster than the engine (a big upload) stays bounded in memory. */
const MAX_WAITING = 10 * BATCH;

/**
 * Classification of a sync's or an upload's mail as it is stored (`add` the ids each page or batch
 * inserted): the batches are those ids, read by key, so no batch searches the mailbox for
 * unclassified mail, and the engine works while the next mail is fetched or parsed and stored.
 * `finish` ends the feed and resolves when everything added has been classified. Mail a failure
 * leaves unclassified is found by the next classifyPending.
 */
export class StoredMailClassifier {
  private readonly queue: string[] = [];
  private wake: (() => void) | null = null;
  private readonly drainWaiters: (() => void)[] = [];
  private closed = false;
  private ended = false;
  /** A classifyPending pass of the user gave way to this feed: whoever ends the feed asks for one. */
  passDeferred = false;
  private readonly run: Promise<number>;
  private readonly statistics: GrowthStatistics;

  constructor(db: Db, env: Env, userId: string) {
    this.statistics = mailboxGrowth(db);
    const feeds = feeding.get(userId) ?? new Set();
    feeding.set(userId, feeds.add(this));
    this.run = ahead(classifyBatches(db, env, userId, (d, user) => this.nextBatch(d, user)));
    this.run
      .finally(() => {
        this.ended = true;
        this.drained();
        feeds.delete(this);
        if (feeds.size === 0) feeding.delete(userId);
      })
      .catch(() => undefined);
  }

  /** Resolves once the backlog is short enough to take more (at once, if the run has ended). */
  async add(ids: string[]): Promise<void> {
    this.queue.push(...ids);
    this.wake?.();
    await this.statistics.grew(ids.length);
    while (this.queue.length > MAX_WAITING && !this.ended) await new Promise<void>((resolve) => this.drainWaiters.push(resolve));
  }

  private drained(): void {
    for (const resolve of this.drainWaiters.splice(0)) resolve();
  }

  finish(): Promise<number> {
    this.closed = true;
    this.wake?.();
    return this.run;
  }

  /** The next stored ids still unclassified (another run may have classified some), waiting for the feed's next mail if need be. */
  private async nextBatch(db: Db, userId: string): Promise<EngineEmailRow[] | null> {
    for (;;) {
      while (this.queue.length === 0) {
        if (this.closed) return null;
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = null;
      }
      const ids = this.queue.splice(0, BATCH);
      this.drained();
      const todo = await unclassified(db).where(waiting(userId, inArray(emails.id, ids)));
      if (todo.length > 0) return todo;
    }
  }
}
