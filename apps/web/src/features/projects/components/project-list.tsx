import type { Project } from '@triage/contracts';
import { LIMITS } from '@triage/contracts';
import { Pagination } from '@/components/ui/pagination';
import { usePagination } from '@/components/ui/use-pagination';
import type { ProjectActions } from '../hooks/use-project-actions';
import { ProjectCard } from './project-card';

export function ProjectList({ projects, actions }: { projects: Project[]; actions: ProjectActions }) {
  const { pageItems, paginationProps } = usePagination(projects, LIMITS.projectsPerPage);
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-2" aria-label="Projects">
        {pageItems.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} actions={actions} />
          </li>
        ))}
      </ul>
      <Pagination {...paginationProps} />
    </div>
  );
}
