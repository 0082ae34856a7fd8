import { tzOffset } from '@date-fns/tz';

// Calendar-day arithmetic in a user's time zone; the zone's offsets come from @date-fns/tz.

/**
 * Offsets already looked up, by zone and minute: one email asks for the offset of the same instant
 * many times (its received day, each date it names), and each lookup formats the date through Intl.
 * Zones change offset on a whole minute, so every instant of a minute has the same offset.
 */
const offsets = new Map<string, number>();
const OFFSETS_KEPT = 1024;

function zoneOffset(timeZone: string, at: Date): number {
  const key = `${timeZone} ${Math.floor(at.getTime() / 60_000)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = tzOffset(timeZone, at);
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** An unknown zone name falls back to UTC rather than failing a classification. */
export function safeZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  return Number.isNaN(zoneOffset(timeZone, new Date())) ? 'UTC' : timeZone;
}

/** Minutes the zone is ahead of UTC at that instant (what chrono takes as a reference timezone). */
export function offsetMinutes(at: Date, timeZone: string): number {
  return zoneOffset(timeZone, at);
}

/** A calendar day as a UTC-midnight Date, so adding days and reading weekdays is zone-free. */
export function calendarDay(at: Date, timeZone: string): Date {
  const local = new Date(at.getTime() + zoneOffset(timeZone, at) * 60_000);
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
