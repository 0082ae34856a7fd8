import { archiveResultSchema } from '@triage/contracts';
import { apiFetch } from '@/lib/api-client';

/** POST /api/v1/archives/tasks/:id/archive (spec §4: setting status 'archived'). */
export const archiveTask = (id: string) =>
  apiFetch(`/api/v1/archives/tasks/${encodeURIComponent(id)}/archive`, { method: 'POST', schema: archiveResultSchema });

/** POST /api/v1/archives/tasks/:id/unarchive (spec §4: leaving 'archived'). */
export const unarchiveTask = (id: string) =>
  apiFetch(`/api/v1/archives/tasks/${encodeURIComponent(id)}/unarchive`, { method: 'POST', schema: archiveResultSchema });
