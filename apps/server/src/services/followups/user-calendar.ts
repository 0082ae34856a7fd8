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
  const rows = await db.select({ timezone: contexts.timezone, workingHours: contexts.workingHours }).from(contexts)
    .where(eq(contexts.userId, userId)).orderBy(asc(contexts.createdAt)).limit(20);
  const main = rows.find((r) => r.workingHours) ?? rows[0];
  return { timeZone: main?.timezone ?? DEFAULT_TIME_ZONE, workingDays: main?.workingHours?.days ?? [...DEFAULT_WORKING_HOURS.days] };
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * Whole working days that have passed since `from`: the working days after its calendar day, up to
 * and including today's. Sent on Monday, it is 3 on Thursday; a weekend adds nothing.
 */
export function workingDaysSince(from: Date, now: Date, calendar: UserCalendar): number {
  const start = Date.parse(`${dayIn(from, calendar.timeZone)}T00:00:00Z`);
  const end = Date.parse(`${dayIn(now, calendar.timeZone)}T00:00:00Z`);
  const working = new Set(calendar.workingDays);
  let count = 0;
  // Bounded by the follow-up window (90 days), so a day-by-day walk is cheap.
  for (let day = start + 86_400_000; day <= end; day += 86_400_000) if (working.has(new Date(day).getUTCDay())) count++;
  return count;
}
