import { formatDistanceStrict } from 'date-fns';

/** '3 minutes ago', 'in 2 minutes', 'just now' (under a minute), 'never' for no time. */
export function relativeTime(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return 'never';
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return 'never';
  if (Math.abs(when.getTime() - now) < 60_000) return 'just now';
  return formatDistanceStrict(when, now, { addSuffix: true, roundingMethod: 'trunc' });
}
