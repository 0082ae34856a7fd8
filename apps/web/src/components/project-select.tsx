import type { Project } from '@triage/contracts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

interface ProjectSelectProps {
  projects: Project[];
  value: string;
  onValueChange: (id: string) => void;
  label: string;
  id?: string;
  invalid?: boolean;
  loading?: boolean;
  className?: string;
}

/** The user's projects that are not archived, with their colour. */
export function ProjectSelect({ projects, value, onValueChange, label, id, invalid, loading, className }: ProjectSelectProps) {
  const usable = projects.filter((p) => !p.is_archived && p.status !== 'archived');
  return (
    <Select value={value || undefined} onValueChange={onValueChange}>
      <SelectTrigger id={id} aria-label={label} aria-invalid={invalid || undefined} className={cn('w-full', className)}>
        <SelectValue placeholder={loading ? 'Loading projects...' : 'Select a project'} />
      </SelectTrigger>
      <SelectContent>
        {usable.map((p) => (
          <SelectItem key={p.id} value={p.id}>
            <span className="flex items-center gap-2">
              <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: p.color }} aria-hidden />
              {p.name}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
