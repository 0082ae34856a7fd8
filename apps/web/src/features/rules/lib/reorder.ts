import type { Rule } from '@triage/contracts';

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Orders 1..n in list order, as the server numbers them ('Rule #n'). */
export const renumber = (rules: readonly Rule[]): Rule[] => rules.map((rule, i) => ({ ...rule, order: i + 1 }));
