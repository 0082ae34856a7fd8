import { archiveResultSchema } from '@triage/contracts';
import { apiFetch } from '@/lib/api-client';

/** POST /api/v1/archives/projects/:id/archive (docs/behaviour.md, States and transitions: moving a project to 'archived'). */
export const archiveProject = (id: string) =>
  apiFetch(`/api/v1/archives/projects/${encodeURIComponent(id)}/archive`, { method: 'POST', schema: archiveResultSchema });

/** POST /api/v1/archives/projects/:id/unarchive (docs/behaviour.md, States and transitions: leaving 'archived'). */
export const unarchiveProject = (id: string) =>
  apiFetch(`/api/v1/archives/projects/${encodeURIComponent(id)}/unarchive`, { method: 'POST', schema: archiveResultSchema });
