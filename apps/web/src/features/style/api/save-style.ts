import { taskStyleResponseSchema, type TaskStyle } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { styleQueryKey } from './get-style';

export const saveStyle = (body: TaskStyle) =>
  apiFetch('/api/v1/style', { method: 'PUT', body, schema: taskStyleResponseSchema });

export function useSaveStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStyle,
    onSuccess: (saved) => queryClient.setQueryData(styleQueryKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: styleQueryKey }),
  });
}
