import { taskStyleResponseSchema, type TaskStyle } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const saveStyle = (body: TaskStyle) => apiFetch('/api/v1/style', { method: 'PUT', body, schema: taskStyleResponseSchema });

export function useSaveStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStyle,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.style, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.style }),
  });
}
