import type { Task } from '@triage/contracts';
import { ListChecks, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useDeleteTask } from '../api/delete-task';
import { useTasks } from '../api/get-tasks';
import { useTaskActions } from '../hooks/use-task-actions';
import { useTaskRefresh } from '../hooks/use-task-refresh';
import { countTasks, filterTasks, hasActiveFilters, NO_FILTERS, type TaskFilters } from '../lib/task-filters';
import { DeleteTaskDialog } from './delete-task-dialog';
import { TaskFormDialog } from './task-form-dialog';
import { TaskList } from './task-list';
import { TaskStats } from './task-stats';
import { TaskToolbar } from './task-toolbar';

export function TasksPage() {
  const tasks = useTasks();
  const [filters, setFilters] = useState<TaskFilters>(NO_FILTERS);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const deleteTask = useDeleteTask();
  useTaskRefresh(() => void tasks.refetch());

  const openForm = (task: Task | null) => {
    setEditing(task);
    setFormOpen(true);
  };
  const actions = useTaskActions({ open: openForm, edit: openForm, remove: setDeleting });
  const confirmDelete = (task: Task) => {
    setDeleting(null);
    deleteTask.mutate(task, {
      onSuccess: () => toastSuccess('Task Deleted'),
      onError: (error) => toastError('Failed to delete task', error),
    });
  };

  const all = tasks.data;
  const counts = useMemo(() => countTasks(all ?? []), [all]);
  const visible = useMemo(() => filterTasks(all ?? [], filters), [all, filters]);
  const filtered = hasActiveFilters(filters);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Tasks"
        description="Manage and track your project tasks"
        actions={
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden />
            New Task
          </Button>
        }
      />
      <TaskStats counts={counts} />
      <TaskToolbar filters={filters} onChange={setFilters} />
      {tasks.isPending ? (
        <LoadingState text="Loading tasks..." />
      ) : tasks.isError ? (
        <ErrorState title="Failed to load tasks" error={tasks.error} onRetry={() => tasks.refetch()} />
      ) : visible.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title="No tasks found"
          description={filtered ? 'Try adjusting your filters to see more tasks.' : 'Create your first task to get started.'}
        />
      ) : (
        <TaskList tasks={visible} actions={actions} resetKey={JSON.stringify(filters)} />
      )}
      <TaskFormDialog open={formOpen} onOpenChange={setFormOpen} task={editing} />
      <DeleteTaskDialog task={deleting} onOpenChange={(open) => !open && setDeleting(null)} onConfirm={confirmDelete} />
    </div>
  );
}
