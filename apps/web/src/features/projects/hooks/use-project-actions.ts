import type { Project, ProjectStatus } from '@triage/contracts';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useChangeProjectStatus } from '../api/change-project-status';
import { closesOnToggle, useToggleProjectClosed } from '../api/set-project-closed';

export interface ProjectActions {
  edit: (project: Project) => void;
  remove: (project: Project) => void;
  changeStatus: (project: Project, status: ProjectStatus) => void;
  toggleClosed: (project: Project) => void;
}

/** Row actions shared by the list and the table, with the spec's toasts. */
export function useProjectActions(open: { edit: (p: Project) => void; remove: (p: Project) => void }): ProjectActions {
  const changeStatus = useChangeProjectStatus();
  const toggle = useToggleProjectClosed();
  return {
    ...open,
    changeStatus: (project, status) => {
      if (status === project.status) return;
      changeStatus.mutate(
        { project, status },
        {
          onSuccess: () => toastSuccess('Status Updated'),
          onError: (error) => toastError('Failed to update project status', error),
        },
      );
    },
    toggleClosed: (project) => {
      const closing = closesOnToggle(project);
      toggle.mutate(project, {
        onSuccess: () => toastSuccess(closing ? 'Project closed successfully' : 'Project opened successfully'),
        onError: (error) => toastError('Failed to update project status', error),
      });
    },
  };
}
