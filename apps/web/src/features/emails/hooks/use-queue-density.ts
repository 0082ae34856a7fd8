import { useCallback, useState } from 'react';

export type QueueDensity = 'compact' | 'comfortable';

const KEY = 'triage.queue.density';

export function storedDensity(): QueueDensity {
  try {
    return localStorage.getItem(KEY) === 'comfortable' ? 'comfortable' : 'compact';
  } catch {
    return 'compact';
  }
}

/** Compact rows (with the reading pane on wide screens) or the spec's cards; remembered per browser. */
export function useQueueDensity(): [QueueDensity, (density: QueueDensity) => void] {
  const [density, setDensity] = useState<QueueDensity>(storedDensity);
  const update = useCallback((next: QueueDensity) => {
    setDensity(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Private mode or a full quota: the choice lasts until the page closes.
    }
  }, []);
  return [density, update];
}

/** Compact pages hold more: a page must fill the list beside the reading pane on a laptop screen. */
export const COMPACT_PAGE_SIZES = [25, 50, 100] as const;
