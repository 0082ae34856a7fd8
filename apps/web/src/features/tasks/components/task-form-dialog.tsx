import type { Task } from '@triage/contracts';
import { format } from 'date-fns';
import { TaskForm } from '@/components/task-form/task-form';
import { emptyTaskForm, taskToForm, toTaskCreate, toTaskUpdate, type ValidTaskForm } from '@/components/task-form/task-form-values';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useProjects } from '@/features/projects';
import { useCreateTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';

interface TaskFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task to edit (edit and detail dialog, both 'Edit Task'); absent for 'New Task'. */
  task?: Task | null;
}

export function TaskFormDialog({ open, onOpenChange, task }: TaskFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[600px]">
        <DialogHeader>
          <DialogTitle>{task ? 'Edit Task' : 'New Task'}</DialogTitle>
          <DialogDescription>
            {task
              ? `Created ${format(new Date(task.created_at), 'MMM d, yyyy')}${task.sourceEmailId ? ' from an email' : ''}`
              : 'Add a task to one of your projects.'}
          </DialogDescription>
        </DialogHeader>
        <TaskEditor task={task ?? null} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function TaskEditor({ task, onDone }: { task: Task | null; onDone: () => void }) {
  const projects = useProjects();
  const create = useCreateTask();
  const update = useUpdateTask();

  const submit = (values: ValidTaskForm) => {
    const projectName = projects.data?.find((p) => p.id === values.project_id)?.name;
    if (!task) {
      create.mutate(toTaskCreate(values, projectName), {
        onSuccess: () => {
          toastSuccess('Task Created');
          onDone();
        },
        onError: (error) => toastError('Failed to create task', error),
      });
      return;
    }
    update.mutate(
      { task, patch: toTaskUpdate(values, projectName) },
      {
        onSuccess: () => {
          toastSuccess('Task Updated');
          onDone();
        },
        onError: (error) => toastError('Failed to update task', error),
      },
    );
  };

  return (
    <TaskForm
      variant="dialog"
      defaultValues={task ? taskToForm(task) : emptyTaskForm()}
      fields={task ? ['status', 'assignee', 'checklist'] : ['assignee', 'checklist']}
      projects={projects.data ?? []}
      projectsLoading={projects.isPending}
      projectsError={projects.isError}
      submitLabel={task ? 'Save Changes' : 'Create Task'}
      busy={create.isPending || update.isPending}
      onSubmit={submit}
      onCancel={onDone}
    />
  );
}
