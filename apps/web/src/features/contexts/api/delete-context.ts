import { successSchema, type Context } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const deleteContext = (id: string) => apiFetch(`/api/v1/contexts/${encodeURIComponent(id)}`, { method: 'DELETE', schema: successSchema });

/** Removes the card at once; puts it back if the server refuses. */
export function useDeleteContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (context: Context) => deleteContext(context.id),
    onMutate: async (context) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.contexts });
      const previous = queryClient.getQueryData<Context[]>(queryKeys.contexts);
      queryClient.setQueryData<Context[]>(queryKeys.contexts, (list) => list?.filter((c) => c.id !== context.id));
      return { previous };
    },
    onError: (_error, _context, snapshot) => {
      if (snapshot?.previous) queryClient.setQueryData(queryKeys.contexts, snapshot.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.contexts }),
  });
}
