import type { TaskStatus } from '@triage/contracts';

/** The card checkbox: a completed task reopens as to_do, anything else completes. */
export const checkboxTarget = (status: TaskStatus): TaskStatus => (status === 'completed' ? 'to_do' : 'completed');
