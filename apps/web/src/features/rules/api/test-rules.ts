import { ruleTestResultSchema, type RuleTestEmail } from '@triage/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const testRules = (email: RuleTestEmail, ruleId?: string) =>
  apiFetch('/api/v1/rules/test', { method: 'POST', body: { email, ...(ruleId ? { ruleId } : {}) }, schema: ruleTestResultSchema });

/** Dry run: which rules match a pasted email, in order, and why. Changes nothing. */
export function useTestRules() {
  return useMutation({ mutationFn: (email: RuleTestEmail) => testRules(email) });
}
