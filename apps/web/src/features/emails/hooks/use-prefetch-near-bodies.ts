import type { EmailRecommendation } from '@triage/contracts';
import { useEffect } from 'react';
import { usePrefetchEmailBody } from '../api/get-email-body';

/** The cursor's rest before fetching: holding j fetches where it stops, not every email passed. */
const SETTLE_MS = 100;

/**
 * The long bodies a list row left out, fetched ahead for the email under the cursor and its two
 * neighbours: Enter opens the first, and j or k the others (the reading pane shows them at once), so
 * none waits on the network. Short bodies are in the rows already.
 */
export function usePrefetchNearBodies(visible: EmailRecommendation[], active: EmailRecommendation | undefined) {
  const prefetchBody = usePrefetchEmailBody();
  useEffect(() => {
    const at = active ? visible.findIndex((email) => email.id === active.id) : -1;
    if (at < 0) return;
    const timer = setTimeout(() => {
      for (const email of visible.slice(Math.max(0, at - 1), at + 2)) prefetchBody(email);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [visible, active, prefetchBody]);
}
