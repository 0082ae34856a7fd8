import type { Project } from '@triage/contracts';
import { CircleCheck, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { ActionsMenu } from '@/components/actions-menu';
import { closesOnToggle } from '../api/set-project-closed';
import type { ProjectActions } from '../hooks/use-project-actions';

export function ProjectActionsMenu({ project, actions }: { project: Project; actions: ProjectActions }) {
  const closes = closesOnToggle(project);
  return (
    <ActionsMenu
      name={project.name}
      actions={[
        { label: 'Edit', icon: Pencil, onSelect: () => actions.edit(project) },
        {
          label: closes ? 'Close project' : 'Reopen project',
          icon: closes ? CircleCheck : RotateCcw,
          onSelect: () => actions.toggleClosed(project),
        },
        { label: 'Delete', icon: Trash2, onSelect: () => actions.remove(project), destructive: true, separated: true },
      ]}
    />
  );
}
