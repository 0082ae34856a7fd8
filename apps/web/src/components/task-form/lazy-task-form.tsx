import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/ui/loading-state';
import type { TaskFormProps } from './task-form';

/** The form's code (react-hook-form, zod, the date picker) is fetched on first use, not with the screen that offers it. */
const loadTaskForm = () => import('./task-form');

const TaskForm = lazy(() => loadTaskForm().then((m) => ({ default: m.TaskForm })));

/**
 * The task form, for screens that show it only after a click (the review queue's
 * Edit and manual task): a short placeholder holds its place while it loads, and
 * the title field takes focus once it mounts, as it does when loaded up front.
 */
export function LazyTaskForm(props: TaskFormProps) {
  return (
    <Suspense fallback={<LoadingState text="Loading form..." className="py-6" />}>
      <TaskForm {...props} />
    </Suspense>
  );
}
