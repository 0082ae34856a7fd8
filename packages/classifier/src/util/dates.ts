import { tzOffset } from '@date-fns/tz';
import { remembered } from './recent.js';

// Calendar-day arithmetic in a user's time zone; the zone's offsets come from @date-fns/tz.

/**
 * Offsets already looked up: one email asks for the offset of the same instant many times (its
 * received day, each date it names), a mailbox holds many emails of one day, and each lookup formats
 * a date through Intl. A UTC day whose first and last minutes have the same offset has it throughout
 * (no zone changes its offset twice in a day), and is kept whole; a day with a change is kept by
 * minute, the unit zones change on.
 */
const OFFSETS_KEPT = 1024;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The offset the whole UTC day has, or Infinity when the zone changes offset during it. */
const dayOffset = remembered(
  (timeZone: string, day: number) => {
    const first = tzOffset(timeZone, new Date(day * DAY_MS));
    return first === tzOffset(timeZone, new Date((day + 1) * DAY_MS - MINUTE_MS)) ? first : Number.POSITIVE_INFINITY;
  },
  OFFSETS_KEPT,
  (timeZone, day) => `${timeZone} ${day}`,
);
const minuteOffset = remembered(
  (timeZone: string, at: Date) => tzOffset(timeZone, at),
  OFFSETS_KEPT,
  (timeZone, at) => `${timeZone} ${Math.floor(at.getTime() / MINUTE_MS)}`,
);

function zoneOffset(timeZone: string, at: Date): number {
  const whole = dayOffset(timeZone, Math.floor(at.getTime() / DAY_MS));
  return whole !== Number.POSITIVE_INFINITY ? whole : minuteOffset(timeZone, at);
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
