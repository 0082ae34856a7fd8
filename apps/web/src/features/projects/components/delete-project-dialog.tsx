import type { Project } from '@triage/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface DeleteProjectDialogProps {
  project: Project | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (project: Project) => void;
}

export function DeleteProjectDialog({ project, onOpenChange, onConfirm }: DeleteProjectDialogProps) {
  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={onOpenChange}
      title="Delete Project"
      description={`Are you sure you want to delete "${project?.name ?? ''}"? This action cannot be undone.`}
      confirmLabel="Delete"
      destructive
      onConfirm={() => project && onConfirm(project)}
    />
  );
}
