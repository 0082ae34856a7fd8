import type { TaskStatus } from '@triage/contracts';

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  to_do: 'To Do',
  in_progress: 'In Progress',
  completed: 'Completed',
  archived: 'Archived',
};

/** The card checkbox: a completed task reopens as to_do, anything else completes. */
export const checkboxTarget = (status: TaskStatus): TaskStatus => (status === 'completed' ? 'to_do' : 'completed');
