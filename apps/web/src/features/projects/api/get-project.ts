import { projectSchema } from '@triage/contracts';
import { apiFetch } from '@/lib/api-client';

export const fetchProject = (id: string) => apiFetch(`/api/v1/projects/${encodeURIComponent(id)}`, { schema: projectSchema });
