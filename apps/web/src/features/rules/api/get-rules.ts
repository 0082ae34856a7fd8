import { ruleListSchema, type Rule } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const fetchRules = (): Promise<Rule[]> => apiFetch('/api/v1/rules', { schema: ruleListSchema });

const rulesQueryOptions = () => queryOptions({ queryKey: queryKeys.rules, queryFn: fetchRules });

/** The user's tagging rules in their order ('Rule #1' first). */
export function useRules() {
  return useQuery(rulesQueryOptions());
}
