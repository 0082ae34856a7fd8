import type { Db } from '../../../db/client.js';
import { readTaskCounts } from '../task-counts.js';
import { slotBytes } from './task-slots.js';
import { UserTasks } from './user-tasks.js';

/** What a server process spends on the task search's indexes, all users together (estimated). */
const SEARCH_INDEX_BUDGET = 96 * 1024 * 1024;
/** An index not searched for this long is dropped; a user too large for the budget is tried again after it. */
const IDLE_MS = 15 * 60_000;

/**
 * The task search indexes of one database handle, a user each, least recently searched dropped
 * first when they pass the budget. A user whose tasks alone pass it is searched in SQL instead.
 */
export class TaskSearchIndexes {
  private readonly users = new Map<string, { tasks: UserTasks; usedAt: number }>();
  private readonly tooLarge = new Map<string, number>();

  constructor(private readonly budget = SEARCH_INDEX_BUDGET) {}

  /** The user's index, current as of this call; null when the user's tasks do not fit. */
  async forUser(db: Db, userId: string): Promise<UserTasks | null> {
    const now = Date.now();
    this.dropIdle(now);
    if (this.tooLarge.has(userId)) return null;
    // Counted before anything is read: a user far past the budget is never held in memory whole.
    if (!this.users.has(userId) && (await readTaskCounts(db, userId)).total * slotBytes('') > this.budget) {
      this.tooLarge.set(userId, now);
      return null;
    }
    const held = this.users.get(userId) ?? { tasks: new UserTasks(userId), usedAt: now };
    // Map order is the order of use: most recent last.
    this.users.delete(userId);
    this.users.set(userId, { ...held, usedAt: now });
    await held.tasks.current(db);
    if (held.tasks.bytes > this.budget) {
      this.users.delete(userId);
      this.tooLarge.set(userId, now);
      return null;
    }
    this.fit(userId);
    return held.tasks;
  }

  /**
   * Starts reading the user's tasks if no index holds them yet, without waiting: the Tasks screen
   * asks for its first page before anything is typed, so a heavy user's first search does not wait
   * for the read (half a second at 50,000 tasks). A failure here is the next search's to meet.
   */
  warm(db: Db, userId: string): void {
    if (this.users.has(userId) || this.tooLarge.has(userId)) return;
    this.forUser(db, userId).catch(() => undefined);
  }

  private dropIdle(now: number): void {
    for (const [userId, held] of this.users) if (now - held.usedAt > IDLE_MS) this.users.delete(userId);
    for (const [userId, since] of this.tooLarge) if (now - since > IDLE_MS) this.tooLarge.delete(userId);
  }

  private fit(keep: string): void {
    let bytes = 0;
    for (const held of this.users.values()) bytes += held.tasks.bytes;
    for (const [userId, held] of this.users) {
      if (bytes <= this.budget) return;
      if (userId === keep) continue;
      this.users.delete(userId);
      bytes -= held.tasks.bytes;
    }
  }
}

const byDb = new WeakMap<Db, TaskSearchIndexes>();

export function searchIndexesOf(db: Db): TaskSearchIndexes {
  let indexes = byDb.get(db);
  if (!indexes) {
    indexes = new TaskSearchIndexes();
    byDb.set(db, indexes);
  }
  return indexes;
}
