import type { SuggestedTask } from '@triage/contracts';
import { emptyTaskForm, type TaskFormValues } from '@/components/task-form/task-form-values';

type SuggestedFields = Pick<SuggestedTask, 'title' | 'description' | 'priority' | 'dueDate' | 'projectId'>;

/** A suggested (or new manual) task as the task form's starting values. */
export const suggestedTaskForm = (task: SuggestedFields): TaskFormValues => ({
  ...emptyTaskForm(),
  title: task.title,
  description: task.description,
  priority: task.priority,
  due_date: task.dueDate,
  project_id: task.projectId ?? '',
});

/** The email card has its own project and priority selects, so the form's are named apart. */
export const CARD_TASK_SELECTS = { project: 'Task project', priority: 'Task priority' } as const;
