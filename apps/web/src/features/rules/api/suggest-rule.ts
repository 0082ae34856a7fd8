import { ruleSuggestionSchema } from '@triage/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export type RuleSuggestion = z.output<typeof ruleSuggestionSchema>;

const suggestRule = (projectId: string): Promise<RuleSuggestion> =>
  apiFetch('/api/v1/rules/suggest', { method: 'POST', body: { projectId }, schema: ruleSuggestionSchema });

/** 'Generate from Examples': conditions proposed from the emails already filed under a project. */
export function useSuggestRule() {
  return useMutation({ mutationFn: suggestRule });
}
