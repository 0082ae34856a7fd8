import { todoPushResultSchema, type TodoPreviewTask } from '@triage/contracts';
import { useMutation } from '@tanstack/react-query';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api-client';

/** Preview & Test's external task: created in Microsoft To Do when connected, a dry run otherwise (the answer says which). */
export function usePushPreviewTask() {
  return useMutation({
    mutationFn: (task: TodoPreviewTask) =>
      apiFetch('/api/v1/todo/preview-task', { method: 'POST', body: task, schema: todoPushResultSchema }),
    onSuccess: (result) =>
      result.outcome === 'failed'
        ? toastError('Failed to create the task in Microsoft To Do', new Error(result.message))
        : toastSuccess(result.message),
    onError: (error) => toastError('Failed to create the task', error),
  });
}
