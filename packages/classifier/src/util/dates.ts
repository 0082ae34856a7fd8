/** Calendar-day arithmetic in a user's time zone, with cached Intl formatters (they are slow to build). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** An unknown zone name falls back to UTC rather than failing a classification. */
export function safeZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    formatter(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The wall-clock fields of an instant in a zone (UTC without Intl, which is slow). */
function wallClock(at: Date, timeZone: string): WallClock {
  if (timeZone === 'UTC') {
    return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate(), hour: at.getUTCHours(), minute: at.getUTCMinutes(), second: at.getUTCSeconds() };
  }
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  // Some engines print midnight as hour 24 in h23 mode.
  return { ...(parts as WallClock), hour: parts.hour! % 24 };
}

/** Minutes the zone is ahead of UTC at that instant (what chrono takes as a reference timezone). */
export function offsetMinutes(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** A calendar day as a UTC-midnight Date, so adding days and reading weekdays is zone-free. */
export function calendarDay(at: Date, timeZone: string): Date {
  const w = wallClock(at, timeZone);
  return new Date(Date.UTC(w.year, w.month - 1, w.day));
}

export const addDays = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000);

export const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** The next Monday-to-Friday day after `day`. */
export function nextBusinessDay(day: Date): Date {
  let next = addDays(day, 1);
  while (next.getUTCDay() === 0 || next.getUTCDay() === 6) next = addDays(next, 1);
  return next;
}
