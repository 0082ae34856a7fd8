import type { WorkingHours } from '@triage/contracts';

export interface ZoneTime {
  /** '14:05:09' in the zone. */
  time: string;
  /** 'Tue, Mar 3' in the zone. */
  date: string;
  /** 'GMT+9', 'EST'. */
  offset: string;
  /** 0 (Sunday) to 6 in the zone. */
  weekday: number;
  /** 'HH:MM' in the zone, for comparing with working hours. */
  hhmm: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock in a time zone at `now` (24-hour, as the working hours are written). */
export function zoneTime(now: Date, timeZone: string): ZoneTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZoneName: 'short',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const hhmm = `${parts.hour}:${parts.minute}`;
  return {
    time: `${hhmm}:${parts.second}`,
    date: `${parts.weekday}, ${parts.month} ${parts.day}`,
    offset: parts.timeZoneName ?? '',
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    hhmm,
  };
}

/** Whether the zone's clock is inside the working hours; null when there are none (no restrictions). */
export function isWorkingNow(clock: Pick<ZoneTime, 'weekday' | 'hhmm'>, hours: WorkingHours | null): boolean | null {
  if (!hours) return null;
  return hours.days.includes(clock.weekday) && clock.hhmm >= hours.start && clock.hhmm < hours.end;
}
