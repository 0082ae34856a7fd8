import type { TrainingProgress } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const fetchTrainingProgress = (): Promise<TrainingProgress> => apiFetch<TrainingProgress>('/api/v1/training/progress');

/** How much the classifier has learned from the user's decisions; refreshed as they decide. */
export function useTrainingProgress() {
  return useQuery(queryOptions({ queryKey: queryKeys.training.progress, queryFn: fetchTrainingProgress, refetchInterval: 30_000 }));
}
