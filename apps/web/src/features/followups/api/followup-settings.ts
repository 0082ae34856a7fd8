import { followupSettingsSchema, todoListsSchema, type FollowupSettings } from '@triage/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useFollowupSettings() {
  return useQuery({
    queryKey: queryKeys.followups.settings,
    queryFn: ({ signal }) => apiFetch('/api/v1/followups/settings', { schema: followupSettingsSchema, signal }),
  });
}

export function useSetWaitingDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (waitingDays: number) =>
      apiFetch('/api/v1/followups/settings', { method: 'PUT', body: { waitingDays }, schema: followupSettingsSchema }),
    onSuccess: (settings: FollowupSettings) => {
      queryClient.setQueryData(queryKeys.followups.settings, settings);
      toastSuccess('Follow-up settings saved');
    },
    onError: (error) => toastError('Failed to save follow-up settings', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.followups.all }),
  });
}

/** The user's Microsoft To Do lists (Microsoft mode only). */
export function useTodoLists(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.todo.lists,
    enabled,
    queryFn: ({ signal }) => apiFetch('/api/v1/todo/lists', { schema: todoListsSchema, signal }),
  });
}

/** Connects a list ({ listId }), the "Triage" list ({ create: true }) or nothing ({ listId: null }). */
export function useChooseTodoList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { listId: string | null } | { create: true }) =>
      apiFetch('/api/v1/todo/list', { method: 'PUT', body: choice, schema: followupSettingsSchema }),
    onSuccess: (settings: FollowupSettings) => {
      queryClient.setQueryData(queryKeys.followups.settings, settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.todo.lists });
      toastSuccess(settings.todo.listName ? `Microsoft To Do: tasks go to '${settings.todo.listName}'` : 'Microsoft To Do disconnected');
    },
    onError: (error) => toastError('Failed to change the Microsoft To Do list', error),
  });
}
