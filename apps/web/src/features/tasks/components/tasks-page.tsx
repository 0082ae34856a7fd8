import { LIMITS, type Task } from '@triage/contracts';
import { ListChecks, Plus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { pageCount } from '@/components/ui/pagination-range';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useDeleteTask } from '../api/delete-task';
import { useTaskPage } from '../api/get-tasks';
import { useTaskActions } from '../hooks/use-task-actions';
import { useTaskRefresh } from '../hooks/use-task-refresh';
import { hasActiveFilters, NO_FILTERS, type TaskFilters } from '../lib/task-filters';
import { DeleteTaskDialog } from './delete-task-dialog';
import { TaskFormDialog } from './task-form-dialog';
import { TaskList } from './task-list';
import { TaskStats } from './task-stats';
import { TaskToolbar } from './task-toolbar';

const NO_COUNTS = { total: 0, completed: 0, inProgress: 0, toDo: 0 };

/** Filters, search, paging and the tiles' counts all come from the server: 50,000 tasks load like 50. */
export function TasksPage() {
  const [filters, setFilters] = useState<TaskFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(LIMITS.tasksPerPage);
  const tasks = useTaskPage({ page, pageSize, ...filters });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const deleteTask = useDeleteTask();
  useTaskRefresh(() => void tasks.refetch());

  const openForm = useCallback((task: Task | null) => {
    setEditing(task);
    setFormOpen(true);
  }, []);
  const actions = useTaskActions({ open: openForm, edit: openForm, remove: setDeleting });
  const confirmDelete = (task: Task) => {
    setDeleting(null);
    deleteTask.mutate(task, {
      onSuccess: () => toastSuccess('Task Deleted'),
      onError: (error) => toastError('Failed to delete task', error),
    });
  };

  const changeFilters = (next: TaskFilters) => {
    setFilters(next);
    setPage(1);
  };
  const counts = tasks.data?.counts ?? NO_COUNTS;
  const visible = tasks.data?.data ?? [];
  const totalItems = tasks.data?.totalCount ?? 0;
  const filtered = hasActiveFilters(filters);
  // A page emptied by a delete (or by a filter) shows the last page that has tasks.
  const lastPage = pageCount(totalItems, pageSize);
  useEffect(() => {
    if (tasks.data && page > lastPage) setPage(lastPage);
  }, [tasks.data, page, lastPage]);

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
      <TaskToolbar filters={filters} onChange={changeFilters} />
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
        <TaskList
          tasks={visible}
          actions={actions}
          pagination={{
            page,
            pageSize,
            totalItems,
            onPageChange: setPage,
            onPageSizeChange: (size) => {
              setPageSize(size);
              setPage(1);
            },
          }}
        />
      )}
      <TaskFormDialog open={formOpen} onOpenChange={setFormOpen} task={editing} />
      <DeleteTaskDialog task={deleting} onOpenChange={(open) => !open && setDeleting(null)} onConfirm={confirmDelete} />
    </div>
  );
}
