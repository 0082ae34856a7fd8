import type { EmailRecommendation, Project } from '@triage/contracts';
import { useId } from 'react';
import { LazyTaskForm } from '@/components/task-form/lazy-task-form';
import { toTaskCreate } from '@/components/task-form/task-form-values';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useCreateTask } from '@/features/tasks';
import { CARD_TASK_SELECTS, suggestedTaskForm } from '../lib/suggested-task-form';

export interface TrainingDraft {
  feedback: string;
  manualTask: boolean;
}

interface AdditionalTrainingProps {
  email: EmailRecommendation;
  draft: TrainingDraft;
  onDraftChange: (draft: TrainingDraft) => void;
  projects: Project[];
  projectsLoading: boolean;
}

/** Free-text feedback for the classifier, and a manual task when the suggestions missed one. */
export function AdditionalTraining({ email, draft, onDraftChange, projects, projectsLoading }: AdditionalTrainingProps) {
  const id = useId();
  const createTask = useCreateTask();
  const ai = email.aiClassification;

  return (
    <section aria-label="Additional Training" className="space-y-3 rounded-lg border bg-card p-4">
      <div className="space-y-1.5">
        <h4 className="text-sm font-semibold">
          <label htmlFor={`${id}-feedback`}>Additional Training</label>
        </h4>
        <Textarea
          id={`${id}-feedback`}
          rows={2}
          placeholder="Tell the classifier what it got wrong, e.g. 'This belongs to Harbour Tower'"
          value={draft.feedback}
          onChange={(e) => onDraftChange({ ...draft, feedback: e.target.value })}
        />
        {email.feedback && <p className="text-xs text-muted-foreground">Last feedback: {email.feedback}</p>}
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-manual`}
          checked={draft.manualTask}
          onCheckedChange={(checked) => onDraftChange({ ...draft, manualTask: checked === true })}
        />
        <Label htmlFor={`${id}-manual`} className="font-normal">
          I want to add a manual task for this email
        </Label>
      </div>
      {draft.manualTask && (
        <LazyTaskForm
          variant="compact"
          defaultValues={suggestedTaskForm({ title: '', description: '', priority: 'P3', dueDate: null, projectId: ai?.projectId ?? null })}
          selectNames={CARD_TASK_SELECTS}
          projects={projects}
          projectsLoading={projectsLoading}
          submitLabel="Create Task"
          busy={createTask.isPending}
          onSubmit={(values) =>
            createTask.mutate(
              { ...toTaskCreate(values, undefined), source_email_id: email.id },
              {
                onSuccess: () => {
                  toastSuccess('Task Created');
                  onDraftChange({ ...draft, manualTask: false });
                },
                onError: (error) => toastError('Failed to create task', error),
              },
            )
          }
        />
      )}
    </section>
  );
}
