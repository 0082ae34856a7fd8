import { tzOffset } from '@date-fns/tz';

// Calendar-day arithmetic in a user's time zone; the zone's offsets come from @date-fns/tz.

/** An unknown zone name falls back to UTC rather than failing a classification. */
export function safeZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  return Number.isNaN(tzOffset(timeZone, new Date())) ? 'UTC' : timeZone;
}

/** Minutes the zone is ahead of UTC at that instant (what chrono takes as a reference timezone). */
export function offsetMinutes(at: Date, timeZone: string): number {
  return tzOffset(timeZone, at);
}

/** A calendar day as a UTC-midnight Date, so adding days and reading weekdays is zone-free. */
export function calendarDay(at: Date, timeZone: string): Date {
  const local = new Date(at.getTime() + tzOffset(timeZone, at) * 60_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

export const addDays = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000);

export const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** The next Monday-to-Friday day after `day`. */
export function nextBusinessDay(day: Date): Date {
  let next = addDays(day, 1);
  while (next.getUTCDay() === 0 || next.getUTCDay() === 6) next = addDays(next, 1);
  return next;
}
