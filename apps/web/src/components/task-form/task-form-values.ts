import { LIMITS, type Priority, type Task, type TaskCreate, type TaskStatus, type TaskUpdate } from '@triage/contracts';

export interface ChecklistDraft {
  /** Absent for items added in this dialog (the server generates their ids). */
  itemId?: string;
  text: string;
  completed: boolean;
}

export interface TaskFormValues {
  title: string;
  description: string;
  project_id: string;
  priority: Priority;
  status: TaskStatus;
  due_date: string | null;
  assignee: string;
  checklist: ChecklistDraft[];
}

/** Spec §9: default priority in the task form P3; new tasks start as to_do. */
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

/** Spec §5: blank checklist items dropped; new items carry no id. */
export const toChecklistInput = (items: readonly ChecklistDraft[]) =>
  items
    .map((item) => ({ ...(item.itemId ? { id: item.itemId } : {}), text: item.text.trim(), completed: item.completed }))
    .filter((item) => item.text.length > 0);

/** Spec §5: description, due date and assignee omitted when empty. */
export function toTaskCreate(values: TaskFormValues, projectName: string | undefined): TaskCreate {
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
export function toTaskUpdate(values: TaskFormValues, projectName: string | undefined): TaskUpdate {
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
