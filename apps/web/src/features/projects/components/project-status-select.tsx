import { PROJECT_STATUSES, PROJECT_STATUS_LABELS, type Project, type ProjectStatus } from '@triage/contracts';
import { SelectOnDemand } from '@/components/ui/select-on-demand';
import { cn } from '@/lib/utils';

interface ProjectStatusSelectProps {
  project: Project;
  onChange: (status: ProjectStatus) => void;
  className?: string;
}

const OPTIONS = PROJECT_STATUSES.map((status) => ({ value: status, label: PROJECT_STATUS_LABELS[status] }));

export function ProjectStatusSelect({ project, onChange, className }: ProjectStatusSelectProps) {
  return (
    <SelectOnDemand
      aria-label={`Status of ${project.name}`}
      className={cn('h-8 w-36', className)}
      value={project.status}
      onValueChange={(value) => onChange(value as ProjectStatus)}
      options={OPTIONS}
      loadWhenIdle={false}
    />
  );
}
