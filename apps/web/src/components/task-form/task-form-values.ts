import { LIMITS, type Task, type TaskCreate, type TaskUpdate } from '@triage/contracts';
import type { z } from 'zod';
import type { taskFormSchema } from './task-form-schema';

type ChecklistDraft = TaskFormValues['checklist'][number];

/** The form's fields as they are edited; checklist items added in the form have no itemId yet. */
export type TaskFormValues = z.input<typeof taskFormSchema>;
/** The form's fields once validated: the title trimmed, a blank due date as null. */
export type ValidTaskForm = z.output<typeof taskFormSchema>;

/** docs/behaviour.md, Tasks: the form's default priority is P3; new tasks start as to_do. */
export const emptyTaskForm = (): TaskFormValues => ({
  title: '',
  description: '',
  project_id: '',
  priority: LIMITS.defaultTaskPriority,
  status: 'to_do',
  due_date: null,
  assignee: '',
  checklist: [],
});

export const taskToForm = (task: Task): TaskFormValues => ({
  title: task.title,
  description: task.description ?? '',
  project_id: task.project_id ?? '',
  priority: task.priority,
  status: task.status,
  due_date: task.due_date,
  assignee: task.assignee ?? '',
  checklist: task.checklist.map((item) => ({ itemId: item.id, text: item.text, completed: item.completed })),
});

/** docs/behaviour.md, Tasks: blank checklist items are dropped; new items carry no id. */
const toChecklistInput = (items: readonly ChecklistDraft[]) =>
  items
    .map((item) => ({ ...(item.itemId ? { id: item.itemId } : {}), text: item.text.trim(), completed: item.completed }))
    .filter((item) => item.text.length > 0);

/** docs/behaviour.md, Tasks: description, due date and assignee are left out when empty. */
export function toTaskCreate(values: ValidTaskForm, projectName: string | undefined): TaskCreate {
  const description = values.description.trim();
  const assignee = values.assignee.trim();
  return {
    title: values.title.trim(),
    project_id: values.project_id,
    ...(projectName ? { project_name: projectName } : {}),
    priority: values.priority,
    ...(description ? { description } : {}),
    ...(values.due_date ? { due_date: values.due_date } : {}),
    ...(assignee ? { assignee } : {}),
    checklist: toChecklistInput(values.checklist),
  };
}

/** An edit sends every field; emptied ones as null so they are really cleared. */
export function toTaskUpdate(values: ValidTaskForm, projectName: string | undefined): TaskUpdate {
  return {
    title: values.title.trim(),
    project_id: values.project_id,
    ...(projectName ? { project_name: projectName } : {}),
    priority: values.priority,
    status: values.status,
    description: values.description.trim() || null,
    due_date: values.due_date,
    assignee: values.assignee.trim() || null,
    checklist: toChecklistInput(values.checklist),
  };
}
