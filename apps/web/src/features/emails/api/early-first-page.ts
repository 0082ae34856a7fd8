import { LIMITS } from '@triage/contracts';
import { wasSignedIn } from '@/lib/session-hint';
import { COMPACT_PAGE_SIZES, storedDensity } from '../hooks/use-queue-density';
import { startEarlyFirstPage } from './get-recommendations';

/**
 * Called by the entry when the app opens on '/': asks for the queue's first page (the remembered
 * density's page size) while the screen's own code is still loading, if this browser was signed in
 * (signed out: no protected call).
 */
export function startQueueFirstPage() {
  if (!wasSignedIn()) return;
  startEarlyFirstPage({
    limit: (storedDensity() === 'compact' ? COMPACT_PAGE_SIZES : LIMITS.emailPageSizes)[0],
    offset: 0,
    sort: 'default',
  });
}
