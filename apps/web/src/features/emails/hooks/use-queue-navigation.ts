import type { EmailRecommendation } from '@triage/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Which email the keyboard acts on, and moving focus to it. The active card keeps its id across
 * refreshes; when it leaves the list (archived), the one that took its place becomes active.
 */
export function useQueueNavigation(visible: EmailRecommendation[]) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const cards = useRef(new Map<string, HTMLElement>());
  const lastIndex = useRef(0);

  const index = visible.findIndex((e) => e.id === activeId);
  if (index >= 0) lastIndex.current = index;
  const active = index >= 0 ? visible[index] : visible.length ? visible[Math.min(lastIndex.current, visible.length - 1)] : undefined;

  // Keyed by id, not the email object: a refreshed copy of the same email (read, classified, a
  // refetch) must not pull focus back from what the user is typing in. A card takes focus when a
  // key asked for it (j/k, a page turn, an action), or when the focused card left the list (focus
  // fell to the page) after the keyboard was in use; never when the list changed under a search
  // box or an editor, where the next keys typed would otherwise run as shortcuts.
  const requested = useRef(false);
  const activeKey = active?.id;
  useEffect(() => {
    if (!focusRequest || !activeKey) return;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    const wanted = requested.current || focusLost;
    requested.current = false;
    const el = cards.current.get(activeKey);
    if (!wanted || !el || document.activeElement === el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'nearest' });
  }, [focusRequest, activeKey]);

  const askFocus = useCallback(() => {
    requested.current = true;
    setFocusRequest((n) => n + 1);
  }, []);

  const focusId = useCallback(
    (id: string) => {
      setActiveId(id);
      askFocus();
    },
    [askFocus],
  );

  /** j/k; returns false at either end of the list so the caller can turn the page. */
  const move = (delta: 1 | -1): boolean => {
    if (!active) return false;
    if (activeId === null) {
      // Nothing chosen yet: the first key lands on the first card.
      focusId(active.id);
      return true;
    }
    const next = visible.indexOf(active) + delta;
    if (next < 0 || next >= visible.length) return false;
    focusId(visible[next]!.id);
    return true;
  };

  /** Focus the first or last card after a page change. */
  const pendingEdge = useRef<'first' | 'last' | null>(null);
  useEffect(() => {
    if (!pendingEdge.current || visible.length === 0) return;
    const target = pendingEdge.current === 'first' ? visible[0] : visible[visible.length - 1];
    pendingEdge.current = null;
    if (target) focusId(target.id);
  }, [visible, focusId]);

  const refs = useRef(new Map<string, (el: HTMLElement | null) => void>());
  const cardRef = useCallback((id: string) => {
    let ref = refs.current.get(id);
    if (!ref) {
      ref = (el: HTMLElement | null) => {
        if (el) cards.current.set(id, el);
        else cards.current.delete(id);
      };
      refs.current.set(id, ref);
    }
    return ref;
  }, []);

  return {
    active,
    /** Whether the user has chosen an email (a key, a click), or the first is shown by default. */
    chosen: activeId !== null,
    setActiveId,
    focusId,
    refocus: askFocus,
    move,
    focusEdgeAfterPageChange: (edge: 'first' | 'last') => {
      pendingEdge.current = edge;
    },
    cardRef,
  };
}
