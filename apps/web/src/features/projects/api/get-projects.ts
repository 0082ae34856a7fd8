import { projectListSchema, type Project } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const fetchProjects = (): Promise<Project[]> => apiFetch('/api/v1/projects', { schema: projectListSchema });

export const projectsQueryOptions = () => queryOptions({ queryKey: queryKeys.projects, queryFn: fetchProjects });

/** Every project, archived ones too (spec §4), newest first. */
export function useProjects() {
  return useQuery(projectsQueryOptions());
}
