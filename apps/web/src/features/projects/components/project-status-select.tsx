import { PROJECT_STATUSES, PROJECT_STATUS_LABELS, type Project, type ProjectStatus } from '@triage/contracts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

interface ProjectStatusSelectProps {
  project: Project;
  onChange: (status: ProjectStatus) => void;
  className?: string;
}

export function ProjectStatusSelect({ project, onChange, className }: ProjectStatusSelectProps) {
  return (
    <Select value={project.status} onValueChange={(value) => onChange(value as ProjectStatus)}>
      <SelectTrigger aria-label={`Status of ${project.name}`} className={cn('h-8 w-36', className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {PROJECT_STATUSES.map((status) => (
          <SelectItem key={status} value={status}>
            {PROJECT_STATUS_LABELS[status]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
