import { and, eq, sql } from 'drizzle-orm';
import { DeltaResetError, type GraphTodo } from '@triage/mail';
import type { Db } from '../../db/client.js';
import { tasks, todoLinks } from '../../db/schema/index.js';
import { insertAuditEvent } from '../audit/audit-store.js';
import { readFollowupSettings, writeFollowupSettings } from './followup-settings.js';
import { pushOutstanding } from './todo-push.js';

export type TodoSyncOutcome = { pushed: number; completedHere: number; completedThere: number };

/** The audit log's route for changes the To Do sync makes (no HTTP request made them). */
const SYNC_PATH = 'microsoft-todo-sync';

/**
 * One round with Microsoft To Do, after each mail sync: outstanding pushes first, then completion
 * both ways. The list's task delta says what changed in To Do; a Triage task whose completion
 * differs from what both sides last agreed changed here. When both changed, the later change wins
 * and the audit log says so.
 */
export async function syncTodo(db: Db, todo: GraphTodo, userId: string): Promise<TodoSyncOutcome> {
  const outcome: TodoSyncOutcome = { pushed: 0, completedHere: 0, completedThere: 0 };
  const settings = await readFollowupSettings(db, userId);
  if (!settings.todoListId) return outcome;
  outcome.pushed = await pushOutstanding(db, todo, userId);

  const remote = new Map<string, { completed: boolean; modifiedAt: Date }>();
  let cursor = settings.todoDeltaLink;
  for (let done = false, pages = 0; !done && pages < 1000; pages++) {
    let page;
    try {
      page = await todo.delta(settings.todoListId, cursor);
    } catch (err) {
      if (cursor !== null && err instanceof DeltaResetError) {
        cursor = null;
        continue;
      }
      throw err;
    }
    for (const change of page.changes) remote.set(change.id, change);
    cursor = page.nextCursor;
    done = page.done;
  }

  const links = await db
    .select({
      taskId: todoLinks.taskId,
      listId: todoLinks.listId,
      todoTaskId: todoLinks.todoTaskId,
      completed: todoLinks.completed,
      status: tasks.status,
      title: tasks.title,
      updatedAt: tasks.updatedAt,
    })
    .from(todoLinks)
    .innerJoin(tasks, eq(tasks.id, todoLinks.taskId))
    .where(and(eq(todoLinks.userId, userId), eq(todoLinks.status, 'created')));
  for (const link of links) {
    if (!link.todoTaskId) continue;
    const there = remote.get(link.todoTaskId);
    const hereDone = link.status === 'completed';
    const changedHere = hereDone !== link.completed;
    const changedThere = there !== undefined && there.completed !== link.completed;
    if (!changedHere && !changedThere) continue;
    const thereWins = changedThere && (!changedHere || there!.modifiedAt > link.updatedAt);
    if (thereWins) {
      const status = there!.completed ? 'completed' : 'to_do';
      await db.transaction(async (tx) => {
        await tx
          .update(tasks)
          .set({ status, updatedAt: sql`now()` })
          .where(and(eq(tasks.id, link.taskId), eq(tasks.userId, userId)));
        await tx
          .update(todoLinks)
          .set({ completed: there!.completed, syncedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(todoLinks.taskId, link.taskId));
        await insertAuditEvent(tx as unknown as Db, {
          userId,
          action: 'sync',
          entityType: 'task',
          entityId: link.taskId,
          summary: `${there!.completed ? 'Completed' : 'Reopened'} in Microsoft To Do: ${link.title}${changedHere ? ' (the later change, over the one made in Triage)' : ''}`,
          before: { status: link.status },
          after: { status },
          method: 'SYNC',
          path: SYNC_PATH,
          statusCode: 200,
          requestId: null,
        });
      });
      outcome.completedHere++;
    } else {
      await todo.setCompleted(link.listId, link.todoTaskId, hereDone);
      await db
        .update(todoLinks)
        .set({ completed: hereDone, syncedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(todoLinks.taskId, link.taskId));
      if (changedThere) {
        await insertAuditEvent(db, {
          userId,
          action: 'sync',
          entityType: 'task',
          entityId: link.taskId,
          summary: `Kept the later change made in Triage over Microsoft To Do: ${link.title}`,
          before: { todoCompleted: there!.completed },
          after: { status: link.status },
          method: 'SYNC',
          path: SYNC_PATH,
          statusCode: 200,
          requestId: null,
        });
      }
      outcome.completedThere++;
    }
  }
  // The cursor moves only after every change it brought was applied.
  await writeFollowupSettings(db, userId, { todoDeltaLink: cursor });
  return outcome;
}
