import { z } from 'zod';
import { unsupportedRegexFeature } from './regex-support.js';

export const MAX_NAME = 200;
export const MAX_TEXT = 20_000;
export const MAX_LIST = 200;

export const idSchema = z.string().uuid({ message: 'must be a valid id' });
export const idParamsSchema = z.object({ id: idSchema });

/** A required, trimmed name. */
export const nameSchema = (label = 'Name') =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(MAX_NAME, { message: `${label} must be at most ${MAX_NAME} characters` });

/** Optional free text; blank becomes null so "empty" is stored as absent. */
export const optionalText = (max = MAX_TEXT) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v));

/** A list of short texts: trimmed, blanks dropped (comma-separated inputs, docs/behaviour.md, Validation). */
export const textList = (maxItem = MAX_NAME) =>
  z
    .array(z.string().max(maxItem))
    .max(MAX_LIST)
    .transform((items) => items.map((s) => s.trim()).filter((s) => s.length > 0));

/** Timestamps leave the server as ISO text (toApiCase converts Dates). */
export const isoDateTime = z.string();

export const archiveFields = {
  is_archived: z.boolean(),
  archived_at: isoDateTime.nullable(),
};

export const timestampFields = {
  created_at: isoDateTime,
  updated_at: isoDateTime,
};

export const successSchema = z.object({ success: z.literal(true) });

export const MAX_REGEX = 2000;

/** Blank means absent (docs/behaviour.md, Validation); anything else must compile as a case-insensitive regex. */
export const bodyRegexSchema = z
  .string()
  .max(MAX_REGEX, { message: `must be at most ${MAX_REGEX} characters` })
  .nullish()
  .transform((v) => (v == null || v.trim() === '' ? null : v))
  .superRefine((v, ctx) => {
    if (v === null) return;
    try {
      new RegExp(v, 'i');
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not a valid regular expression' });
      return;
    }
    const feature = unsupportedRegexFeature(v);
    if (feature) ctx.addIssue({ code: 'custom', message: `uses ${feature}, which rules cannot run (patterns must run in linear time)` });
  });
