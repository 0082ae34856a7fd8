import { FOLLOWUP_TEXTS, type TodoPreviewTask, type TodoPushResult } from '@triage/contracts';
import type { GraphTodo } from '@triage/mail';
import type { Db } from '../../db/client.js';
import { readFollowupSettings } from './followup-settings.js';

const IMPORTANCE = { P1: 'high', P2: 'high', P3: 'normal', P4: 'low' } as const;

/**
 * Preview & Test's external task: created in the connected To Do list for real, or a dry run that
 * says so when To Do is not connected. Failures are reported to the user (nothing is stored: the
 * preview has no Triage task to retry from).
 */
export async function pushPreviewTask(
  db: Db,
  todo: GraphTodo | null,
  userId: string,
  task: TodoPreviewTask,
  key: string,
): Promise<TodoPushResult> {
  const settings = await readFollowupSettings(db, userId);
  if (!todo || !settings.todoListId) return { outcome: 'dry_run', message: FOLLOWUP_TEXTS.todoDryRun, todoTaskId: null };
  try {
    const id = await todo.createTask(settings.todoListId, {
      title: task.title,
      body: task.description ?? '',
      dueDate: task.dueDate ?? null,
      importance: IMPORTANCE[task.priority],
      checklist: [],
      link: { webUrl: null, displayName: 'Triage Preview & Test', externalId: key },
    });
    return { outcome: 'created', message: `${FOLLOWUP_TEXTS.todoCreated}: ${settings.todoListName ?? 'your list'}`, todoTaskId: id };
  } catch (err) {
    return { outcome: 'failed', message: err instanceof Error ? err.message : String(err), todoTaskId: null };
  }
}
