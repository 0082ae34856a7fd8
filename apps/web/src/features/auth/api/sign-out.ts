import type { SignOutResult } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { authQueryScope, meQueryKey } from './get-me';
import { toast } from '@/components/ui/toast';

export const signOut = () => apiFetch<SignOutResult>('/auth/sign-out', { method: 'POST' });

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // Mark signed out first so the guard replaces the layout before its data disappears.
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== authQueryScope });
    },
    onError: (error) => toast.error('Log out failed', { description: error.message }),
  });
}
