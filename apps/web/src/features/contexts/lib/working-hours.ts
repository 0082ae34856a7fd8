import { TIME_ZONES, type WorkingHours } from '@triage/contracts';

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const DAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 'Mon–Fri', 'Mon, Wed, Fri', 'Every day': runs of three or more consecutive days are shortened. */
export function daysSummary(days: readonly number[]): string {
  const sorted = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  if (sorted.length === 7) return 'Every day';
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) => (run.length >= 3 ? [`${DAY_SHORT[run[0]!]}–${DAY_SHORT[run.at(-1)!]}`] : run.map((d) => DAY_SHORT[d]!)))
    .join(', ');
}

/** The card's summary: 'Mon–Fri, 09:00–17:00', or 'No restrictions' without working hours. */
export function workingHoursSummary(hours: Pick<WorkingHours, 'start' | 'end' | 'days'> | null | undefined): string {
  if (!hours || hours.days.length === 0) return 'No restrictions';
  return `${daysSummary(hours.days)}, ${hours.start}–${hours.end}`;
}

export const timeZoneLabel = (value: string) => TIME_ZONES.find((tz) => tz.value === value)?.label ?? value;
