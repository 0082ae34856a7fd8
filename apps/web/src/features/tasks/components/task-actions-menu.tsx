import type { Task } from '@triage/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { ActionsMenu } from '@/components/actions-menu';
import type { TaskActions } from '../hooks/use-task-actions';

export function TaskActionsMenu({ task, actions }: { task: Task; actions: TaskActions }) {
  return (
    <ActionsMenu
      name={task.title}
      actions={[
        { label: 'Edit', icon: Pencil, onSelect: () => actions.edit(task) },
        { label: 'Delete', icon: Trash2, onSelect: () => actions.remove(task), destructive: true, separated: true },
      ]}
    />
  );
}
