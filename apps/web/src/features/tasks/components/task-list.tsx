import { LIMITS, type Task } from '@triage/contracts';
import { Pagination } from '@/components/ui/pagination';
import { usePagination } from '@/components/ui/use-pagination';
import type { TaskActions } from '../hooks/use-task-actions';
import { TaskCard } from './task-card';

interface TaskListProps {
  tasks: Task[];
  actions: TaskActions;
  /** Changes when the filters do: back to page 1. */
  resetKey: string;
}

export function TaskList({ tasks, actions, resetKey }: TaskListProps) {
  const { pageItems, paginationProps } = usePagination(tasks, LIMITS.tasksPerPage, resetKey);
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" aria-label="Tasks">
        {pageItems.map((task) => (
          <li key={task.id}>
            <TaskCard task={task} actions={actions} />
          </li>
        ))}
      </ul>
      <Pagination {...paginationProps} />
    </div>
  );
}
