import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { FOLLOWUP_ERRORS, FOLLOWUP_TEXTS, PRIORITIES, type TodoPushResult } from '@triage/contracts';
import type { GraphTodo, TodoTaskInput } from '@triage/mail';
import type { Db, Tx } from '../../db/client.js';
import { emails, tasks, todoLinks } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { readFollowupSettings } from './followup-settings.js';

/** A push that failed this many times waits for the user's retry on the Sync Dashboard. */
const MAX_AUTOMATIC_ATTEMPTS = 5;

const IMPORTANCE: Record<(typeof PRIORITIES)[number], TodoTaskInput['importance']> = { P1: 'high', P2: 'high', P3: 'normal', P4: 'low' };

/**
 * Marks a task to be pushed to the user's To Do list, when they connected one. Called inside the
 * transaction that creates the task, so the push is never lost: the row is there before any
 * network call, and the next push or sync sends it.
 */
export async function queueTodoPush(tx: Tx | Db, userId: string, taskId: string): Promise<boolean> {
  const settings = await readFollowupSettings(tx as Db, userId);
  if (!settings.todoListId) return false;
  await tx.insert(todoLinks).values({ taskId, userId, listId: settings.todoListId }).onConflictDoNothing();
  return true;
}

/**
 * Creates the task in To Do, once. The link row is written before the create call; a retry (after
 * a failure, or a process killed between the create and storing its id) first looks for the To
 * Do task carrying this task's id as its linked resource, so it never creates a second one.
 */
export async function pushTask(db: Db, todo: GraphTodo | null, userId: string, taskId: string): Promise<TodoPushResult> {
  const [task] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)))
    .limit(1);
  if (!task) throw notFound(FOLLOWUP_ERRORS.taskNotFound);
  if (!todo) return { outcome: 'dry_run', message: FOLLOWUP_TEXTS.todoDryRun, todoTaskId: null };
  await queueTodoPush(db, userId, taskId);
  const [link] = await db.select().from(todoLinks).where(eq(todoLinks.taskId, taskId)).limit(1);
  // No list chosen: nothing to push to.
  if (!link) return { outcome: 'dry_run', message: FOLLOWUP_TEXTS.todoDryRun, todoTaskId: null };
  if (link.status === 'created' && link.todoTaskId)
    return { outcome: 'created', message: FOLLOWUP_TEXTS.todoCreated, todoTaskId: link.todoTaskId };
  const [source] = task.sourceEmailId
    ? await db
        .select({ subject: emails.subject, webLink: emails.webLink })
        .from(emails)
        .where(and(eq(emails.id, task.sourceEmailId), eq(emails.userId, userId)))
        .limit(1)
    : [];
  const input: TodoTaskInput = {
    title: task.title,
    body: task.description ?? '',
    dueDate: task.dueDate,
    importance: IMPORTANCE[task.priority as keyof typeof IMPORTANCE] ?? 'normal',
    checklist: task.checklist.map((i) => ({ text: i.text, done: i.completed })),
    link: { webUrl: source?.webLink ?? null, displayName: source?.subject || task.title, externalId: task.id },
  };
  await db
    .update(todoLinks)
    .set({ attempts: sql`${todoLinks.attempts} + 1`, updatedAt: sql`now()` })
    .where(eq(todoLinks.taskId, taskId));
  try {
    let todoTaskId = link.todoTaskId;
    // Any earlier attempt may have created it without living to store the id.
    if (!todoTaskId && link.attempts > 0) todoTaskId = await todo.findByExternalId(link.listId, task.id);
    if (!todoTaskId) {
      todoTaskId = await todo.createTask(link.listId, input);
      await db
        .update(todoLinks)
        .set({ todoTaskId, updatedAt: sql`now()` })
        .where(eq(todoLinks.taskId, taskId));
    }
    await todo.syncChecklist(link.listId, todoTaskId, input.checklist);
    const completed = task.status === 'completed';
    if (completed) await todo.setCompleted(link.listId, todoTaskId, true);
    await db
      .update(todoLinks)
      .set({ todoTaskId, status: 'created', error: null, completed, syncedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(todoLinks.taskId, taskId));
    return { outcome: 'created', message: FOLLOWUP_TEXTS.todoCreated, todoTaskId };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db
      .update(todoLinks)
      .set({ status: 'failed', error: message, updatedAt: sql`now()` })
      .where(eq(todoLinks.taskId, taskId));
    return { outcome: 'failed', message, todoTaskId: null };
  }
}

/** Pushes every link still pending or failed (below the automatic attempt limit): what the sync does first. */
export async function pushOutstanding(db: Db, todo: GraphTodo, userId: string): Promise<number> {
  const rows = await db
    .select({ taskId: todoLinks.taskId })
    .from(todoLinks)
    .where(
      and(eq(todoLinks.userId, userId), inArray(todoLinks.status, ['pending', 'failed']), lt(todoLinks.attempts, MAX_AUTOMATIC_ATTEMPTS)),
    )
    .limit(100);
  let created = 0;
  for (const { taskId } of rows) if ((await pushTask(db, todo, userId, taskId)).outcome === 'created') created++;
  return created;
}

/** After an approval: pushes the task if the approval queued it for To Do; otherwise nothing. */
export async function pushQueuedTask(db: Db, todo: GraphTodo | null, userId: string, taskId: string): Promise<void> {
  if (!todo) return;
  const [link] = await db
    .select({ status: todoLinks.status })
    .from(todoLinks)
    .where(and(eq(todoLinks.taskId, taskId), eq(todoLinks.userId, userId)))
    .limit(1);
  if (link?.status === 'pending') await pushTask(db, todo, userId, taskId);
}
