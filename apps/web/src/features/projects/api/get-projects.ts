import type { Project } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const fetchProjects = (): Promise<Project[]> => apiFetch<Project[]>('/api/v1/projects');

const projectsQueryOptions = () => queryOptions({ queryKey: queryKeys.projects, queryFn: fetchProjects });

/** Every project, archived ones too (docs/behaviour.md, States and transitions), newest first. */
export function useProjects() {
  return useQuery(projectsQueryOptions());
}
