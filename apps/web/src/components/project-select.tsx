import type { Project } from '@triage/contracts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

/** Projects a task or email may be filed under: not archived, unless it already is there (`keep`). */
export const usableProjects = (projects: readonly Project[], keep?: string | null) =>
  projects.filter((p) => (!p.is_archived && p.status !== 'archived') || (keep != null && p.id === keep));

interface ProjectSelectProps {
  projects: readonly Project[];
  value: string;
  onValueChange: (id: string) => void;
  /** The accessible name when no visible label points at the select. */
  label?: string;
  id?: string;
  invalid?: boolean;
  loading?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The user's usable projects, with their colour; the current one stays offered even when archived. */
export function ProjectSelect({
  projects,
  value,
  onValueChange,
  label,
  id,
  invalid,
  loading,
  disabled,
  className,
  ...aria
}: ProjectSelectProps) {
  return (
    <Select value={value || undefined} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger
        id={id}
        aria-label={label}
        aria-invalid={invalid || aria['aria-invalid'] || undefined}
        aria-describedby={aria['aria-describedby']}
        className={cn('w-full', className)}
      >
        <SelectValue placeholder={loading ? 'Loading projects...' : 'Select a project'} />
      </SelectTrigger>
      <SelectContent>
        {usableProjects(projects, value).map((p) => (
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
