import type { Prediction } from '@triage/contracts';
import type { AcceptPredictionInput } from '../api/accept-prediction';

/** The task a prediction proposes, as 'Adjust & Accept' would send it (empty fields left out). */
export function predictionTask(prediction: Prediction): AcceptPredictionInput {
  const due = prediction.due?.slice(0, 10);
  return {
    title: prediction.title,
    description: prediction.description,
    project_id: prediction.projectId ?? '',
    priority: prediction.priority,
    ...(due && /^\d{4}-\d{2}-\d{2}$/.test(due) ? { due_date: due } : {}),
    ...(prediction.assignee ? { assignee: prediction.assignee } : {}),
  };
}
