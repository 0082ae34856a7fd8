import { contextSchema, type ContextCreate } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const createContext = (body: ContextCreate) => apiFetch('/api/v1/contexts', { method: 'POST', body, schema: contextSchema });

export function useCreateContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContext,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.contexts }),
  });
}
