import { and, desc, eq } from 'drizzle-orm';
import { FOLLOWUP_ERRORS, TODO_DEFAULT_LIST_NAME, type FollowupSettings, type TodoFailure } from '@triage/contracts';
import type { GraphTodo, TodoListInfo } from '@triage/mail';
import type { Db } from '../../db/client.js';
import { tasks, todoLinks } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { readFollowupSettings, writeFollowupSettings } from './followup-settings.js';
import { todoCall } from './todo-connection.js';

export async function getFollowupSettings(db: Db, userId: string, todoAvailable: boolean): Promise<FollowupSettings> {
  const s = await readFollowupSettings(db, userId);
  return { waitingDays: s.waitingDays, todo: { available: todoAvailable, listId: s.todoListId, listName: s.todoListName } };
}

export async function setWaitingDays(db: Db, userId: string, waitingDays: number, todoAvailable: boolean): Promise<FollowupSettings> {
  await writeFollowupSettings(db, userId, { waitingDays });
  return getFollowupSettings(db, userId, todoAvailable);
}

function requireTodo(todo: GraphTodo | null): GraphTodo {
  if (!todo) throw badRequest(FOLLOWUP_ERRORS.todoNotMicrosoft);
  return todo;
}

export async function todoLists(todo: GraphTodo | null): Promise<TodoListInfo[]> {
  const client = requireTodo(todo);
  return todoCall(() => client.lists());
}

/**
 * Connects one of the user's lists, or the "Triage" list (created unless they have one by that
 * name), or disconnects (null). A new list starts its completion delta from scratch.
 */
export async function chooseTodoList(
  db: Db,
  todo: GraphTodo | null,
  userId: string,
  choice: { listId?: string | null; create?: true },
): Promise<FollowupSettings> {
  if (choice.listId === null) {
    await writeFollowupSettings(db, userId, { todoListId: null, todoListName: null, todoDeltaLink: null });
    return getFollowupSettings(db, userId, todo !== null);
  }
  const client = requireTodo(todo);
  const lists = await todoCall(() => client.lists());
  let list: TodoListInfo | undefined;
  if (choice.create) {
    list = lists.find((l) => l.name === TODO_DEFAULT_LIST_NAME) ?? (await todoCall(() => client.createList(TODO_DEFAULT_LIST_NAME)));
  } else {
    list = lists.find((l) => l.id === choice.listId);
    if (!list) throw badRequest(FOLLOWUP_ERRORS.todoListNotFound);
  }
  await writeFollowupSettings(db, userId, { todoListId: list.id, todoListName: list.name, todoDeltaLink: null });
  return getFollowupSettings(db, userId, true);
}

/** Pushes that failed, for the Sync Dashboard (newest first). */
export async function todoFailures(db: Db, userId: string): Promise<TodoFailure[]> {
  const rows = await db
    .select({
      taskId: todoLinks.taskId,
      title: tasks.title,
      error: todoLinks.error,
      attempts: todoLinks.attempts,
      updatedAt: todoLinks.updatedAt,
    })
    .from(todoLinks)
    .innerJoin(tasks, eq(tasks.id, todoLinks.taskId))
    .where(and(eq(todoLinks.userId, userId), eq(todoLinks.status, 'failed')))
    .orderBy(desc(todoLinks.updatedAt))
    .limit(100);
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}
