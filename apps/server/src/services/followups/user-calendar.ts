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
const QUARTER_HOUR_MS = 900_000;
const MEMO_MAX = 50_000;
type Zone = { format: Intl.DateTimeFormat; days: Map<number, number> };
const zones = new Map<string, Zone>();

/**
 * The number of an instant's calendar day in a zone (days since 1970-01-01). Reading a day with an
 * `Intl` formatter costs microseconds, and the Follow-ups lists ask it for hundreds of messages a
 * visit, so each zone keeps its formatter and the days it has read by quarter hour of UTC time: every
 * zone's offset today is a whole number of quarter hours and changes only on a quarter hour, so its
 * midnight and its clock changes fall between quarter hours, never inside one.
 */
function dayNumber(at: Date, timeZone: string): number {
  let zone = zones.get(timeZone);
  if (!zone) {
    zone = { format: new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }), days: new Map() };
    zones.set(timeZone, zone);
  }
  const quarter = Math.floor(at.getTime() / QUARTER_HOUR_MS);
  const known = zone.days.get(quarter);
  if (known !== undefined) return known;
  const parts = zone.format.formatToParts(quarter * QUARTER_HOUR_MS);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const day = Date.UTC(value('year'), value('month') - 1, value('day')) / DAY_MS;
  if (zone.days.size >= MEMO_MAX) zone.days.clear();
  zone.days.set(quarter, day);
  return day;
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export function dayIn(at: Date, timeZone: string): string {
  return new Date(dayNumber(at, timeZone) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whole working days that have passed since `from`: the working days after its calendar day, up to
 * and including today's, both read in the user's zone. Sent on Monday, it is 3 on Thursday; a
 * weekend adds nothing. Counted by weeks, not day by day: the Follow-ups lists ask it for up to
 * 400 conversations a visit.
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
