import type { EmailRecommendation } from '@triage/contracts';
import { apiFetch } from '@/lib/api-client';

/** Classifies the email now; the cached classification comes back unless `force`. */
export const generateRecommendations = (id: string, force = false): Promise<EmailRecommendation> =>
  apiFetch(`/api/v1/emails/${encodeURIComponent(id)}/generate-recommendations`, { method: 'POST', body: { force } });
