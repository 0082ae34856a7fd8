import type { TaskSort } from '@triage/contracts';
import type { Db } from '../../../db/client.js';
import { readTaskChanges, readTaskIds } from './task-entries.js';
import { TaskSlots, type Position, type TaskFilters } from './task-slots.js';

/** Where the index reads the database (the statements of task-entries.ts). */
export type ChangeSource = { readTaskChanges: typeof readTaskChanges; readTaskIds: typeof readTaskIds };

/**
 * One user's tasks as the search reads them, kept current by reading back only what changed
 * (`readTaskChanges`). Every page first makes sure the index has looked at the database after the
 * request arrived, so a task written by any process before the request is found by it; looks never
 * overlap, and one look serves every request that was waiting when it started.
 */
export class UserTasks {
  private readonly slots = new TaskSlots();
  private watermark = '0';
  private requested = 0;
  private covered = 0;
  private looking: Promise<void> | undefined;

  constructor(
    private readonly userId: string,
    private readonly source: ChangeSource = { readTaskChanges, readTaskIds },
  ) {}

  get bytes(): number {
    return this.slots.bytes;
  }

  async current(db: Db): Promise<void> {
    const ticket = ++this.requested;
    while (this.covered < ticket) {
      this.looking ??= this.look(db).finally(() => {
        this.looking = undefined;
      });
      await this.looking;
    }
  }

  private async look(db: Db): Promise<void> {
    const covers = this.requested;
    const changes = await this.source.readTaskChanges(db, this.userId, this.watermark);
    if (this.watermark === '0') this.slots.load(changes.changed);
    else for (const entry of changes.changed) this.slots.put(entry);
    // Every row written since the last look is here, so more entries than tasks means some were
    // deleted (rows leave nothing to read back). Rows added after this look are picked up at the next.
    if (this.slots.size !== changes.total) {
      const present = new Set(await this.source.readTaskIds(db, this.userId));
      for (const id of [...this.slots.allIds()]) if (!present.has(id)) this.slots.remove(id);
    }
    this.watermark = changes.watermark;
    this.covered = covers;
  }

  page(filters: TaskFilters, sort: TaskSort, after: Position | undefined, offset: number, limit: number) {
    return this.slots.page(filters, sort, after, offset, limit);
  }
}
