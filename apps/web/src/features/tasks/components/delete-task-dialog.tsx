import type { Task } from '@triage/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface DeleteTaskDialogProps {
  task: Task | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (task: Task) => void;
}

export function DeleteTaskDialog({ task, onOpenChange, onConfirm }: DeleteTaskDialogProps) {
  return (
    <ConfirmDialog
      open={task !== null}
      onOpenChange={onOpenChange}
      title="Delete Task"
      description={`Are you sure you want to delete "${task?.title ?? ''}"? This action cannot be undone.`}
      confirmLabel="Delete"
      destructive
      onConfirm={() => task && onConfirm(task)}
    />
  );
}
