import { asc, eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, DEFAULT_WORKING_HOURS } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { contexts } from '../../db/schema/index.js';

export type UserCalendar = { timeZone: string; workingDays: number[] };

/**
 * The zone and working days follow-ups count in: the user's first context that has working hours
 * (their main context), else the spec's defaults (Monday to Friday).
 */
export async function userCalendar(db: Db, userId: string): Promise<UserCalendar> {
  const rows = await db
    .select({ timezone: contexts.timezone, workingHours: contexts.workingHours })
    .from(contexts)
    .where(eq(contexts.userId, userId))
    .orderBy(asc(contexts.createdAt))
    .limit(20);
  const main = rows.find((r) => r.workingHours) ?? rows[0];
  return { timeZone: main?.timezone ?? DEFAULT_TIME_ZONE, workingDays: main?.workingHours?.days ?? [...DEFAULT_WORKING_HOURS.days] };
}

const DAY_MS = 86_400_000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The number of an instant's calendar day in a zone (days since 1970-01-01). One formatter per zone
 * is kept: building one, or a zoned date object, costs far more than reading a day with it.
 */
function dayNumber(at: Date, timeZone: string): number {
  let days = dayFormats.get(timeZone);
  if (!days) {
    days = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    dayFormats.set(timeZone, days);
  }
  const parts = days.formatToParts(at);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(value('year'), value('month') - 1, value('day')) / DAY_MS;
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export function dayIn(at: Date, timeZone: string): string {
  return new Date(dayNumber(at, timeZone) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whole working days that have passed since `from`: the working days after its calendar day, up to
 * and including today's, both read in the user's zone. Sent on Monday, it is 3 on Thursday; a
 * weekend adds nothing. Counted by weeks, not day by day: the Follow-ups list asks it for every
 * conversation of the last 90 days.
 */
export function workingDaysSince(from: Date, now: Date, calendar: UserCalendar): number {
  const first = dayNumber(from, calendar.timeZone) + 1;
  const last = dayNumber(now, calendar.timeZone);
  if (last < first) return 0;
  const working = new Set(calendar.workingDays);
  // 1970-01-01 was a Thursday (getDay 4).
  const isWorking = (day: number) => working.has((((day + 4) % 7) + 7) % 7);
  const weeks = Math.floor((last - first + 1) / 7);
  let count = weeks * [0, 1, 2, 3, 4, 5, 6].filter((weekday) => working.has(weekday)).length;
  for (let day = first + weeks * 7; day <= last; day++) if (isWorking(day)) count++;
  return count;
}
