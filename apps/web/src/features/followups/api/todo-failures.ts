import { todoFailuresSchema, todoPushResultSchema } from '@triage/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Tasks whose push to Microsoft To Do failed (the sync retries them too). */
export function useTodoFailures() {
  return useQuery({
    queryKey: queryKeys.todo.failures,
    queryFn: ({ signal }) => apiFetch('/api/v1/todo/failures', { schema: todoFailuresSchema, signal }),
    refetchInterval: 30_000,
  });
}

export function useRetryTodoPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => apiFetch(`/api/v1/todo/tasks/${taskId}/push`, { method: 'POST', schema: todoPushResultSchema }),
    onSuccess: (result) =>
      result.outcome === 'created'
        ? toastSuccess(result.message)
        : toastError('Failed to create the task in Microsoft To Do', new Error(result.message)),
    onError: (error) => toastError('Failed to create the task in Microsoft To Do', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.todo.failures }),
  });
}
