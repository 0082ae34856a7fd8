import { LIMITS } from '@triage/contracts';

export interface ListPreview<T> {
  visible: T[];
  hiddenCount: number;
  /** '+n more items...' when some are hidden, else null. */
  moreLabel: string | null;
}

/** The first `limit` items and the spec's '+n more items...' line for the rest. */
export function previewList<T>(items: readonly T[], limit: number = LIMITS.checklistPreview): ListPreview<T> {
  const hiddenCount = Math.max(0, items.length - limit);
  return {
    visible: items.slice(0, limit),
    hiddenCount,
    moreLabel: hiddenCount > 0 ? `+${hiddenCount} more items...` : null,
  };
}
