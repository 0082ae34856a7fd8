import { predictionSchema, type Prediction, type predictSchema } from '@triage/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export type PredictInput = z.input<typeof predictSchema>;

const predict = (body: PredictInput): Promise<Prediction> =>
  apiFetch('/api/v1/predict', { method: 'POST', body, schema: predictionSchema });

/** A dry run of the classifier: creates nothing. */
export function usePredict() {
  return useMutation({ mutationFn: predict });
}
