import type { LocalSignIn, User } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const localSignIn = (body: LocalSignIn) => apiFetch<User>('/auth/local/sign-in', { method: 'POST', body });

export function useLocalSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: localSignIn,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.auth.me, user),
  });
}
