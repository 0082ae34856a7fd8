import type { BulkAction, BulkResult } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateEmailLists } from './recommendation-cache';
import { queryKeys } from '@/lib/query-keys';

const runBulkAction = (body: BulkAction) => apiFetch<BulkResult>('/api/v1/emails/bulk', { method: 'POST', body });

/** One action on many emails (and every undo): the queue, archives and training numbers refresh after. */
export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBulkAction,
    // Not awaited: the toast and its Undo come as soon as the server has answered, and the lists
    // refresh behind them (awaiting the refetches held the toast and the Undo back by seconds when
    // the queue was long or the machine busy).
    onSettled: () => {
      void Promise.all([
        invalidateEmailLists(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.archives.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.training.all }),
      ]);
    },
  });
}
