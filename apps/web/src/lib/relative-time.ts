const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

const MINUTES_IN: Record<'hour' | 'day' | 'month' | 'year', number> = { hour: 60, day: 1440, month: 43_200, year: 525_600 };

/**
 * '3 minutes ago', 'in 2 minutes', 'just now' (under a minute), 'never' for no time. Whole units,
 * stepped as date-fns' formatDistanceStrict does (minutes under an hour, hours under a day, days
 * under 30, months under 12, then years; days and longer counted on the wall clock across a DST
 * change), with the browser's own formatter: the header shows it on every screen, and date-fns'
 * English texts were 3 KiB of the first screen's JS.
 */
export function relativeTime(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return 'never';
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return 'never';
  const ms = when.getTime() - now;
  if (Math.abs(ms) < 60_000) return 'just now';
  const minutes = Math.abs(ms) / 60_000;
  const direction = Math.sign(ms);
  if (minutes < MINUTES_IN.hour) return RELATIVE.format(direction * Math.trunc(minutes), 'minute');
  if (minutes < MINUTES_IN.day) return RELATIVE.format(direction * Math.trunc(minutes / MINUTES_IN.hour), 'hour');
  const dstShift = direction * (new Date(now).getTimezoneOffset() - when.getTimezoneOffset());
  const wallMinutes = minutes + dstShift;
  if (wallMinutes < MINUTES_IN.month) return RELATIVE.format(direction * Math.trunc(wallMinutes / MINUTES_IN.day), 'day');
  const months = Math.trunc(wallMinutes / MINUTES_IN.month);
  if (wallMinutes < MINUTES_IN.year && months < 12) return RELATIVE.format(direction * months, 'month');
  return RELATIVE.format(direction * Math.max(1, Math.trunc(wallMinutes / MINUTES_IN.year)), 'year');
}
