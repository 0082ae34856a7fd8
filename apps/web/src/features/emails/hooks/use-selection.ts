import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * Which emails of the page are selected for a bulk action. x toggles one and sets the anchor;
 * Shift+x (or Shift+click) selects everything from the anchor to that email. Ids that left the
 * page (archived, snoozed, another page) drop out of the selection.
 */
export function useSelection(visibleIds: string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<string | null>(null);

  const live = useMemo(() => {
    const onPage = new Set(visibleIds);
    const kept = [...selected].filter((id) => onPage.has(id));
    return kept.length === selected.size ? selected : new Set(kept);
  }, [selected, visibleIds]);

  const toggle = useCallback((id: string) => {
    anchor.current = id;
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const extendTo = useCallback(
    (id: string) => {
      const from = anchor.current ? visibleIds.indexOf(anchor.current) : -1;
      const to = visibleIds.indexOf(id);
      if (to < 0) return;
      if (from < 0) return toggle(id);
      const [start, end] = from < to ? [from, to] : [to, from];
      setSelected((prev) => new Set([...prev, ...visibleIds.slice(start, end + 1)]));
      anchor.current = id;
    },
    [visibleIds, toggle],
  );

  const setAll = useCallback((all: boolean) => setSelected(all ? new Set(visibleIds) : new Set()), [visibleIds]);

  return { selected: live, toggle, extendTo, setAll, clear: () => setAll(false) };
}

export type Selection = ReturnType<typeof useSelection>;
