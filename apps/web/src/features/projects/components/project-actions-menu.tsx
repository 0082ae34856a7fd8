import type { Project } from '@triage/contracts';
import { CircleCheck, EllipsisVertical, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { closesOnToggle } from '../api/set-project-closed';
import type { ProjectActions } from '../hooks/use-project-actions';

export function ProjectActionsMenu({ project, actions }: { project: Project; actions: ProjectActions }) {
  const closes = closesOnToggle(project);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${project.name}`}>
          <EllipsisVertical aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => actions.edit(project)}>
          <Pencil aria-hidden />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.toggleClosed(project)}>
          {closes ? <CircleCheck aria-hidden /> : <RotateCcw aria-hidden />}
          {closes ? 'Close project' : 'Reopen project'}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={() => actions.remove(project)}>
          <Trash2 aria-hidden className="!text-destructive" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
