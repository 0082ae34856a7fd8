import { archiveResultSchema } from '@triage/contracts';
import { apiFetch } from '@/lib/api-client';

/** POST /api/v1/archives/tasks/:id/archive (docs/behaviour.md, States and transitions: setting status 'archived'). */
export const archiveTask = (id: string) =>
  apiFetch(`/api/v1/archives/tasks/${encodeURIComponent(id)}/archive`, { method: 'POST', schema: archiveResultSchema });

/** POST /api/v1/archives/tasks/:id/unarchive (docs/behaviour.md, States and transitions: leaving 'archived'). */
export const unarchiveTask = (id: string) =>
  apiFetch(`/api/v1/archives/tasks/${encodeURIComponent(id)}/unarchive`, { method: 'POST', schema: archiveResultSchema });
