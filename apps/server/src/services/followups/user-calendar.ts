import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, eachDayOfInterval, format, getDay } from 'date-fns';
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

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export function dayIn(at: Date, timeZone: string): string {
  return format(new TZDate(at, timeZone), 'yyyy-MM-dd');
}

/**
 * Whole working days that have passed since `from`: the working days after its calendar day, up to
 * and including today's, both read in the user's zone. Sent on Monday, it is 3 on Thursday; a
 * weekend adds nothing. Bounded by the follow-up window (90 days), so listing the days is cheap.
 */
export function workingDaysSince(from: Date, now: Date, calendar: UserCalendar): number {
  const start = new TZDate(from, calendar.timeZone);
  const end = new TZDate(now, calendar.timeZone);
  if (differenceInCalendarDays(end, start) < 1) return 0;
  const working = new Set(calendar.workingDays);
  return eachDayOfInterval({ start: addDays(start, 1), end }).filter((day) => working.has(getDay(day))).length;
}
