import { z } from 'zod';
import { nameSchema, timestampFields } from './common.js';
import { CONTEXT_COLORS, DEFAULT_TIME_ZONE, DEFAULT_WORKING_HOURS, TIME_ZONES } from './enums.js';

/** A user keeps at most this many contexts (bounded lists). */
export const MAX_CONTEXTS = 200;

export const CONTEXT_TIME_ZONES = TIME_ZONES.map((tz) => tz.value) as [string, ...string[]];

const hhmm = z
  .string({ message: 'must be a time like 09:00' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time like 09:00 (00:00 to 23:59)' });

/** docs/behaviour.md, Entities: start/end HH:MM, days 0-6 with Sunday=0. Stored with days sorted. */
export const workingHoursSchema = z
  .object({
    start: hhmm,
    end: hhmm,
    days: z
      .array(
        z
          .number()
          .int()
          .min(0, { message: 'must be 0 (Sunday) to 6 (Saturday)' })
          .max(6, { message: 'must be 0 (Sunday) to 6 (Saturday)' }),
      )
      .min(1, { message: 'must include at least one day' })
      .max(7)
      .refine((days) => new Set(days).size === days.length, { message: 'must not repeat a day' })
      .transform((days) => [...days].sort((a, b) => a - b)),
  })
  .strict()
  // HH:MM strings compare correctly as text.
  .refine((wh) => wh.start < wh.end, { message: 'start must be before end', path: ['end'] });
export type WorkingHours = z.output<typeof workingHoursSchema>;

const contextFields = {
  name: nameSchema('Context name'),
  // Any #rrggbb is accepted; the palette (CONTEXT_COLORS) is what the screen offers.
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'must be a colour like #0ea5e9' })
    .transform((c) => c.toLowerCase()),
  timezone: z.enum(CONTEXT_TIME_ZONES, { message: `must be one of ${CONTEXT_TIME_ZONES.join(', ')}` }),
  /** null = no restrictions. */
  workingHours: workingHoursSchema.nullable(),
};

export const contextCreateSchema = z
  .object({
    ...contextFields,
    color: contextFields.color.default(CONTEXT_COLORS[0]),
    timezone: contextFields.timezone.default(DEFAULT_TIME_ZONE),
    // Omitted means the default of docs/behaviour.md, Constants and limits (09:00-17:00, Monday to Friday); null means none.
    workingHours: contextFields.workingHours.default(() => ({ ...DEFAULT_WORKING_HOURS, days: [...DEFAULT_WORKING_HOURS.days] })),
  })
  .strict();
export type ContextCreate = z.input<typeof contextCreateSchema>;
export type ContextCreateParsed = z.output<typeof contextCreateSchema>;

export const contextUpdateSchema = z.object(contextFields).partial().strict();
export type ContextUpdate = z.input<typeof contextUpdateSchema>;
export type ContextUpdateParsed = z.output<typeof contextUpdateSchema>;

export const contextSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  timezone: z.string(),
  workingHours: z.object({ start: z.string(), end: z.string(), days: z.array(z.number().int()) }).nullable(),
  ...timestampFields,
});
export type Context = z.output<typeof contextSchema>;
export const contextListSchema = z.array(contextSchema);
