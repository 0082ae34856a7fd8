import { ruleListSchema, type Rule } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { renumber } from '../lib/reorder';
import { queryKeys } from '@/lib/query-keys';

const reorderRules = (ids: string[]) => apiFetch('/api/v1/rules/reorder', { method: 'POST', body: { ids }, schema: ruleListSchema });

/** Saves a new order; the list shows it at once and goes back if the server refuses. */
export function useReorderRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: Rule[]) => reorderRules(ordered.map((r) => r.id)),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.rules });
      const previous = queryClient.getQueryData<Rule[]>(queryKeys.rules);
      queryClient.setQueryData<Rule[]>(queryKeys.rules, renumber(ordered));
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.rules, context.previous);
    },
    onSuccess: (rules) => queryClient.setQueryData(queryKeys.rules, rules),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rules }),
  });
}
