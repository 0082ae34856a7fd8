import type { Task, TaskStatus } from '@triage/contracts';
import { useMemo } from 'react';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useChangeTaskStatus } from '../api/change-task-status';
import { useToggleChecklistItem } from '../api/toggle-checklist-item';
import { useUpdateDueDate } from '../api/update-due-date';
import { checkboxTarget } from '../lib/task-status';

export interface TaskActions {
  open: (task: Task) => void;
  edit: (task: Task) => void;
  remove: (task: Task) => void;
  toggleCompleted: (task: Task) => void;
  changeStatus: (task: Task, status: TaskStatus) => void;
  toggleChecklistItem: (task: Task, itemId: string, completed: boolean) => void;
  changeDueDate: (task: Task, dueDate: string | null) => void;
}

/**
 * What a task card can do, with the spec's toasts. The same object while the dialogs' callbacks stay
 * the same, so the cards (memoised) do not re-render on every keystroke in the search box.
 */
export function useTaskActions({ open, edit, remove }: Pick<TaskActions, 'open' | 'edit' | 'remove'>): TaskActions {
  const { mutate: mutateStatus } = useChangeTaskStatus();
  const { mutate: mutateChecklist } = useToggleChecklistItem();
  const { mutate: mutateDueDate } = useUpdateDueDate();
  return useMemo<TaskActions>(
    () => ({
      open,
      edit,
      remove,
      toggleCompleted: (task) => {
        const next = checkboxTarget(task.status);
        mutateStatus(
          { task, status: next },
          {
            onSuccess: () => toastSuccess(next === 'completed' ? 'Task Completed' : 'Task Reopened'),
            onError: (error) => toastError('Failed to update task status', error),
          },
        );
      },
      changeStatus: (task, next) => {
        if (next === task.status) return;
        mutateStatus(
          { task, status: next },
          {
            onSuccess: () => toastSuccess('Status Updated'),
            onError: (error) => toastError('Failed to update task status', error),
          },
        );
      },
      toggleChecklistItem: (task, itemId, completed) =>
        mutateChecklist({ task, itemId, completed }, { onError: (error) => toastError('Failed to update checklist item', error) }),
      changeDueDate: (task, due_date) =>
        mutateDueDate(
          { task, due_date },
          {
            onSuccess: () => toastSuccess('Due Date Updated'),
            onError: (error) => toastError('Failed to update due date', error),
          },
        ),
    }),
    [open, edit, remove, mutateStatus, mutateChecklist, mutateDueDate],
  );
}
