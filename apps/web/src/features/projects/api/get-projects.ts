import type { Project } from '@triage/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const projectsQueryKey = ['projects'] as const;

export const fetchProjects = (): Promise<Project[]> => apiFetch<Project[]>('/api/v1/projects');

export const projectsQueryOptions = () => queryOptions({ queryKey: projectsQueryKey, queryFn: fetchProjects });

/** Every project, archived ones too (docs/behaviour.md, States and transitions), newest first. */
export function useProjects() {
  return useQuery(projectsQueryOptions());
}
