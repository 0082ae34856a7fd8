import { ruleSchema, type RuleCreate } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const createRule = (body: RuleCreate) => apiFetch('/api/v1/rules', { method: 'POST', body, schema: ruleSchema });

export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rules }),
  });
}
