import type { Project } from '@triage/contracts';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { ProjectActions } from '../hooks/use-project-actions';
import { PriorityBadge } from '@/components/priority-badge';
import { ProjectActionsMenu } from './project-actions-menu';
import { ProjectStatusSelect } from './project-status-select';

export function ProjectCard({ project, actions }: { project: Project; actions: ProjectActions }) {
  return (
    <Card className="flex flex-wrap items-center gap-4 px-4 py-3" data-testid="project-card">
      <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: project.color }} aria-hidden />
      {/* At least a short name's width: on a phone the badges and controls wrap below it rather than squeeze it to a letter. */}
      <div className="min-w-40 flex-1">
        <h3 className="truncate font-medium">{project.name}</h3>
        {project.associatedProjects && <p className="truncate text-sm text-muted-foreground">{project.associatedProjects}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {project.context && <Badge variant="secondary">{project.context}</Badge>}
        <PriorityBadge priority={project.defaultPriority} />
        <div className="flex items-center gap-2">
          <ProjectStatusSelect project={project} onChange={(status) => actions.changeStatus(project, status)} />
          <ProjectActionsMenu project={project} actions={actions} />
        </div>
      </div>
    </Card>
  );
}
