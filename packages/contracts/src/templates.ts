import { z } from 'zod';
import { archiveFields, MAX_LIST, MAX_NAME, MAX_TEXT, nameSchema, optionalText, timestampFields } from './common.js';
import { ERRORS } from './errors.js';

export const MAX_TEMPLATE_ITEM = 1000;

/**
 * docs/behaviour.md, Validation: at least one service ('Please select at least one service').
 * Names are trimmed, blanks and repeats dropped before that check, so
 * ['  '] counts as none.
 */
const servicesSchema = z
  .array(z.string().max(MAX_NAME, { message: `must be at most ${MAX_NAME} characters` }), {
    error: (issue) => (issue.input === undefined ? ERRORS.templateServiceRequired : 'must be a list of service names'),
  })
  .max(MAX_LIST, { message: `must have at most ${MAX_LIST} services` })
  .transform((names) => [...new Set(names.map((s) => s.trim()).filter((s) => s.length > 0))])
  .refine((names) => names.length > 0, { message: ERRORS.templateServiceRequired });

/** docs/behaviour.md, Validation: checklist items trimmed, blank ones dropped. */
const itemsSchema = z
  .array(z.string().max(MAX_TEMPLATE_ITEM, { message: `must be at most ${MAX_TEMPLATE_ITEM} characters` }), {
    message: 'must be a list of texts',
  })
  .max(MAX_LIST, { message: `must have at most ${MAX_LIST} items` })
  .transform((items) => items.map((s) => s.trim()).filter((s) => s.length > 0));

const templateFields = {
  // nameSchema('Template name') yields exactly ERRORS.templateNameRequired for missing or blank names.
  name: nameSchema('Template name'),
  description: optionalText(MAX_TEXT),
  services: servicesSchema,
  items: itemsSchema,
};

/** Templates create (docs/behaviour.md, API): name, description, services, items, is_archived. */
export const templateCreateSchema = z
  .object({
    ...templateFields,
    description: templateFields.description.optional(),
    items: templateFields.items.default([]),
    is_archived: z.boolean().optional(),
  })
  .strict();
export type TemplateCreate = z.input<typeof templateCreateSchema>;

/** Templates update (docs/behaviour.md, API): name, description, services, items. */
export const templateUpdateSchema = z.object(templateFields).partial().strict();
export type TemplateUpdate = z.input<typeof templateUpdateSchema>;

export const templateSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  services: z.array(z.string()),
  items: z.array(z.string()),
  ...archiveFields,
  ...timestampFields,
});
export type Template = z.output<typeof templateSchema>;
export const templateListSchema = z.array(templateSchema);
