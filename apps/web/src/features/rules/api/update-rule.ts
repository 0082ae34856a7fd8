import { ruleSchema, type RuleUpdate } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const updateRule = (id: string, body: RuleUpdate) =>
  apiFetch(`/api/v1/rules/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: ruleSchema });

export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: RuleUpdate }) => updateRule(id, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rules }),
  });
}
