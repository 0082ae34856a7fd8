import { taskSchema, type acceptPredictionSchema } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { notifyTasksChanged } from '@/lib/task-refresh';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AcceptPredictionInput = z.input<typeof acceptPredictionSchema>;

const acceptPrediction = (body: AcceptPredictionInput) => apiFetch('/api/v1/predict/accept', { method: 'POST', body, schema: taskSchema });

/** 'Adjust & Accept': creates the task the prediction proposed, as adjusted. */
export function useAcceptPrediction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPrediction,
    onSuccess: () => notifyTasksChanged(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
