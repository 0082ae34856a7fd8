import type { EmailRecommendation } from '@triage/contracts';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useMarkRead } from '../api/mark-read';

/**
 * How long the reading pane must show an email before it counts as read: moving through the queue
 * with j/k passes over emails without reading them (Outlook's "wait N seconds" reading-pane option).
 */
const PANE_READ_DELAY_MS = 1000;

/**
 * Opening an email reads it (docs/decisions.md, Read state goes both ways): an expanded card at once,
 * the email in the reading pane once it has stayed there PANE_READ_DELAY_MS.
 */
export function useReadOnOpen(
  visible: readonly EmailRecommendation[],
  expanded: ReadonlySet<string>,
  shown: EmailRecommendation | undefined,
) {
  const markRead = useMarkRead();
  const asked = useRef(new Set<string>());
  const read = (email: EmailRecommendation) => {
    if (email.isRead || asked.current.has(email.id)) return;
    asked.current.add(email.id);
    markRead.mutate(email.id, { onError: () => asked.current.delete(email.id) });
  };

  useEffect(() => {
    for (const email of visible) if (expanded.has(email.id)) read(email);
  });

  // Only a change of the shown email restarts the wait; a refetched copy of the same email does not.
  const shownId = shown && !shown.isRead ? shown.id : undefined;
  const readShown = useEffectEvent(() => {
    if (shown) read(shown);
  });
  useEffect(() => {
    if (!shownId) return;
    const timer = setTimeout(() => readShown(), PANE_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shownId]);
}
