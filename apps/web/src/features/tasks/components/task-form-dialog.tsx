import { TASK_ERRORS, type Task } from '@triage/contracts';
import { format } from 'date-fns';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useProjects } from '@/features/projects/api/get-projects';
import { useCreateTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';
import { emptyTaskForm, taskToForm, toTaskCreate, toTaskUpdate, type TaskFormValues } from '../lib/task-form-values';
import { TaskFormFields } from './task-form-fields';

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
        <TaskForm task={task ?? null} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function TaskForm({ task, onDone }: { task: Task | null; onDone: () => void }) {
  const form = useForm<TaskFormValues>({ defaultValues: task ? taskToForm(task) : emptyTaskForm() });
  const projects = useProjects();
  const create = useCreateTask();
  const update = useUpdateTask();
  const pending = create.isPending || update.isPending;
  // Archived projects are not offered, except the one the task already belongs to.
  const choices = (projects.data ?? []).filter((p) => !p.is_archived || p.id === task?.project_id);

  const submit = form.handleSubmit((values) => {
    let valid = true;
    if (values.title.trim() === '') {
      form.setError('title', { message: TASK_ERRORS.titleRequired });
      valid = false;
    }
    if (!values.project_id) {
      form.setError('project_id', { message: TASK_ERRORS.projectRequired });
      valid = false;
    }
    if (!valid) return;
    const projectName = choices.find((p) => p.id === values.project_id)?.name;
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
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <TaskFormFields form={form} projects={choices} projectsLoading={projects.isPending}
        projectsError={projects.isError}
        showStatus={task !== null} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {task ? 'Save Changes' : 'Create Task'}
        </Button>
      </DialogFooter>
    </form>
  );
}
