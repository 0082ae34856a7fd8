/** Snooze choices, computed in the user's time zone (their context's, else the browser's). */
export type SnoozeChoice = 'laterToday' | 'tomorrow' | 'nextWeek';

export const SNOOZE_LABELS: Record<SnoozeChoice, string> = {
  laterToday: 'Later today',
  tomorrow: 'Tomorrow morning',
  nextWeek: 'Next week',
};

/** Working day starts and evenings as the best mail apps pick them: 8:00 mornings, 18:00 evenings. */
const MORNING = 8;
const EVENING = 18;

type Parts = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

function partsIn(date: Date, timeZone: string): Parts {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  });
  const get = (type: string) => fmt.formatToParts(date).find((p) => p.type === type)!.value;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { year: +get('year'), month: +get('month'), day: +get('day'), hour: +get('hour'), minute: +get('minute'), weekday };
}

/** The instant a wall-clock time in `timeZone` names (the day may overflow: day 32 is next month). */
export function zonedInstant(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted;
  // Two corrections settle any offset, including across a daylight-saving change.
  for (let i = 0; i < 2; i++) {
    const p = partsIn(new Date(guess), timeZone);
    guess += wanted - Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  }
  return new Date(guess);
}

/**
 * Later today: 18:00, or three hours on once it is past 15:00 (rounded to the hour). Tomorrow
 * morning: 8:00 the next day. Next week: Monday 8:00.
 */
export function snoozeTime(choice: SnoozeChoice, now: Date, timeZone: string): Date {
  const p = partsIn(now, timeZone);
  switch (choice) {
    case 'laterToday':
      return p.hour < EVENING - 3
        ? zonedInstant(p.year, p.month, p.day, EVENING, 0, timeZone)
        : zonedInstant(p.year, p.month, p.day, p.hour + 3 + (p.minute > 0 ? 1 : 0), 0, timeZone);
    case 'tomorrow':
      return zonedInstant(p.year, p.month, p.day + 1, MORNING, 0, timeZone);
    case 'nextWeek':
      return zonedInstant(p.year, p.month, p.day + ((8 - p.weekday) % 7 || 7), MORNING, 0, timeZone);
  }
}

/** A date (yyyy-mm-dd) and time (hh:mm) the user picked, in their time zone. */
export function pickedSnoozeTime(date: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  return zonedInstant(+d[1]!, +d[2]!, +d[3]!, +t[1]!, +t[2]!, timeZone);
}

let zone: string | undefined;
/** The browser's time zone, read once: building a formatter to ask for it cost the queue 1 ms a render. */
export const browserTimeZone = () => (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/** "Tue 8:00 AM" in the user's zone, for the menu and the toast. */
export const formatSnoozeTime = (date: Date, timeZone: string) =>
  date.toLocaleString(undefined, { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
