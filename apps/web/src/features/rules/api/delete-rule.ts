import { successSchema, type Rule } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { renumber } from '../lib/reorder';
import { queryKeys } from '@/lib/query-keys';

const deleteRule = (id: string) => apiFetch(`/api/v1/rules/${encodeURIComponent(id)}`, { method: 'DELETE', schema: successSchema });

/** Removes the rule (and renumbers the rest) at once; puts it back if the server refuses. */
export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: Rule) => deleteRule(rule.id),
    onMutate: async (rule) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.rules });
      const previous = queryClient.getQueryData<Rule[]>(queryKeys.rules);
      queryClient.setQueryData<Rule[]>(queryKeys.rules, (list) => list && renumber(list.filter((r) => r.id !== rule.id)));
      return { previous };
    },
    onError: (_error, _rule, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.rules, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rules }),
  });
}
