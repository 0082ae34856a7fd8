import type { Task } from '@triage/contracts';
import { Pagination, type PaginationProps } from '@/components/ui/pagination';
import type { TaskActions } from '../hooks/use-task-actions';
import { TaskCard } from './task-card';

interface TaskListProps {
  /** The page the server sent. */
  tasks: Task[];
  actions: TaskActions;
  pagination: PaginationProps;
}

export function TaskList({ tasks, actions, pagination }: TaskListProps) {
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" aria-label="Tasks">
        {tasks.map((task) => (
          <li key={task.id}>
            <TaskCard task={task} actions={actions} />
          </li>
        ))}
      </ul>
      <Pagination {...pagination} />
    </div>
  );
}
