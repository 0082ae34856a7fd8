import type { Prediction } from '@triage/contracts';
import { emptyTaskForm, type TaskFormValues } from '@/components/task-form/task-form-values';
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

/** The same task as Adjust & Accept's starting values. */
export function predictionForm(prediction: Prediction): TaskFormValues {
  const task = predictionTask(prediction);
  return {
    ...emptyTaskForm(),
    title: task.title,
    description: task.description ?? '',
    project_id: task.project_id,
    priority: task.priority ?? 'P3',
    due_date: task.due_date ?? null,
    assignee: task.assignee ?? '',
  };
}
