import { CONTEXT_COLORS, DEFAULT_TIME_ZONE, DEFAULT_WORKING_HOURS, type Context, type ContextCreate } from '@triage/contracts';

const CONTEXT_COLOR_NAMES = [
  'Sky',
  'Emerald',
  'Amber',
  'Violet',
  'Rose',
  'Teal',
  'Indigo',
  'Fuchsia',
  'Lime',
  'Orange',
  'Cyan',
  'Stone',
] as const;

export const CONTEXT_SWATCHES = CONTEXT_COLORS.map((color, i) => ({ value: color, label: CONTEXT_COLOR_NAMES[i]!, color }));

export interface ContextFormValues {
  name: string;
  color: string;
  timezone: string;
  restricted: boolean;
  start: string;
  end: string;
  days: number[];
}

export const emptyContextForm = (): ContextFormValues => ({
  name: '',
  color: CONTEXT_COLORS[0],
  timezone: DEFAULT_TIME_ZONE,
  restricted: true,
  start: DEFAULT_WORKING_HOURS.start,
  end: DEFAULT_WORKING_HOURS.end,
  days: [...DEFAULT_WORKING_HOURS.days],
});

export function contextToForm(context: Context): ContextFormValues {
  const hours = context.workingHours;
  return {
    name: context.name,
    color: context.color,
    timezone: context.timezone,
    restricted: hours !== null,
    start: hours?.start ?? DEFAULT_WORKING_HOURS.start,
    end: hours?.end ?? DEFAULT_WORKING_HOURS.end,
    days: hours ? [...hours.days] : [...DEFAULT_WORKING_HOURS.days],
  };
}

export type ContextFormErrors = Partial<Record<'name' | 'hours' | 'days', string>>;

/** docs/behaviour.md, Validation: a name; with working hours, a start before the end and at least one day. */
export function validateContextForm(values: ContextFormValues): ContextFormErrors {
  const errors: ContextFormErrors = {};
  if (!values.name.trim()) errors.name = 'Context name is required';
  if (values.restricted) {
    if (!/^\d\d:\d\d$/.test(values.start) || !/^\d\d:\d\d$/.test(values.end)) errors.hours = 'Enter a start and an end time';
    else if (values.start >= values.end) errors.hours = 'The start must be before the end';
    if (values.days.length === 0) errors.days = 'Choose at least one day';
  }
  return errors;
}

/** No working hours is sent as null ('No restrictions'). */
export function toContextPayload(values: ContextFormValues): Required<Pick<ContextCreate, 'name' | 'color' | 'timezone' | 'workingHours'>> {
  return {
    name: values.name.trim(),
    color: values.color,
    timezone: values.timezone,
    workingHours: values.restricted ? { start: values.start, end: values.end, days: [...values.days].sort((a, b) => a - b) } : null,
  };
}
