import type { Prediction } from '@triage/contracts';
import { TaskForm } from '@/components/task-form/task-form';
import { toTaskCreate, type ValidTaskForm } from '@/components/task-form/task-form-values';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useProjects } from '@/features/projects';
import { useAcceptPrediction } from '../api/accept-prediction';
import { predictionForm } from './prediction-task';

interface AdjustAcceptDialogProps {
  prediction: Prediction | null;
  onOpenChange: (open: boolean) => void;
}

/** Edit the predicted task, then create it. */
export function AdjustAcceptDialog({ prediction, onOpenChange }: AdjustAcceptDialogProps) {
  return (
    <Dialog open={prediction !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[600px]">
        <DialogHeader>
          <DialogTitle>Adjust & Accept</DialogTitle>
          <DialogDescription>Change anything the prediction got wrong, then create the task.</DialogDescription>
        </DialogHeader>
        {prediction && <AdjustForm prediction={prediction} close={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AdjustForm({ prediction, close }: { prediction: Prediction; close: () => void }) {
  const projects = useProjects();
  const accept = useAcceptPrediction();
  const submit = (values: ValidTaskForm) => {
    // The accept endpoint takes the task without project name or checklist.
    const { title, description, project_id, priority, due_date, assignee } = toTaskCreate(values, undefined);
    accept.mutate(
      { title, description: description ?? '', project_id, priority, due_date, assignee: assignee ?? undefined },
      {
        onSuccess: (created) => {
          toastSuccess('Task Created', created.title);
          close();
        },
        onError: (error) => toastError('Failed to create task', error),
      },
    );
  };
  return (
    <TaskForm
      variant="compact"
      defaultValues={predictionForm(prediction)}
      fields={['assignee']}
      projects={projects.data ?? []}
      projectsLoading={projects.isPending}
      projectsError={projects.isError}
      submitLabel="Create Task"
      busy={accept.isPending}
      onSubmit={submit}
      onCancel={close}
    />
  );
}
