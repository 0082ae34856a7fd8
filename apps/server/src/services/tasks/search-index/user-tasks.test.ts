import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import type { TaskChanges, TaskEntry } from './task-entries.js';
import { UserTasks, type ChangeSource } from './user-tasks.js';

const entry = (id: string, text: string): TaskEntry => ({
  id,
  text,
  status: 'to_do',
  priority: 'P3',
  projectId: null,
  due: 0,
  rank: 2,
  created: 1,
});

/**
 * The order of looks and requests cannot be arranged on a real database (a statement takes its
 * snapshot after the locks it waits for), so the database is a list of tasks here and each look's
 * answer is released by the test.
 */
class HeldDatabase implements ChangeSource {
  tasks: TaskEntry[] = [];
  private readonly held: (() => void)[] = [];
  looks = 0;

  readTaskChanges = async (): Promise<TaskChanges> => {
    this.looks++;
    // The snapshot is taken when the look starts; its answer arrives when the test releases it.
    const snapshot: TaskChanges = { watermark: String(this.looks), changed: [...this.tasks], total: this.tasks.length };
    await new Promise<void>((release) => this.held.push(release));
    return snapshot;
  };

  readTaskIds = async () => this.tasks.map((t) => t.id);

  release(): void {
    this.held.shift()?.();
  }
}

const db = {} as Db;
const titles = (index: UserTasks) => index.page({ text: 'kiln' }, 'created', undefined, 0, 50).ids;

describe('a user task index', () => {
  it('answers a request with a look begun after it arrived, not one already running', async () => {
    const database = new HeldDatabase();
    const index = new UserTasks('u', database);
    database.tasks = [entry('a', 'kiln permit')];
    const first = index.current(db);
    // A task is written while the first look is still on its way back; then a request arrives.
    database.tasks = [...database.tasks, entry('b', 'kiln survey')];
    let secondDone = false;
    const second = index.current(db).then(() => {
      secondDone = true;
    });
    database.release();
    await first;
    expect(titles(index)).toEqual(['a']);
    await Promise.resolve();
    expect(secondDone).toBe(false);
    expect(database.looks).toBe(2);
    database.release();
    await second;
    expect(titles(index).sort()).toEqual(['a', 'b']);
  });

  it('serves every request waiting when a look starts with that one look', async () => {
    const database = new HeldDatabase();
    const index = new UserTasks('u', database);
    const first = index.current(db);
    const waiting = [index.current(db), index.current(db), index.current(db)];
    database.release();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    database.release();
    await Promise.all(waiting);
    expect(database.looks).toBe(2);
  });
});
