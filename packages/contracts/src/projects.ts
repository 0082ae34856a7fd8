import { z } from 'zod';
import { archiveFields, bodyRegexSchema, MAX_TEXT, nameSchema, optionalText, textList, timestampFields } from './common.js';
import { DUE_RULES, PRIORITIES, PROJECT_COLORS, PROJECT_CONTEXTS, PROJECT_STATUSES, PROJECT_TYPES } from './enums.js';

const projectFields = {
  name: nameSchema('Project name'),
  description: optionalText(),
  type: z.enum(PROJECT_TYPES),
  context: z.enum(PROJECT_CONTEXTS).nullable(),
  officialName: optionalText(500),
  associatedProjects: optionalText(2000),
  otherNames: optionalText(2000),
  involvedParties: optionalText(2000),
  notes: optionalText(MAX_TEXT),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'must be a colour like #3b82f6' }),
  status: z.enum(PROJECT_STATUSES),
  labels: textList(),
  defaultPriority: z.enum(PRIORITIES),
  defaultDueRule: z.enum(DUE_RULES),
  senderIncludes: textList(320),
  domainMatches: textList(255),
  subjectIncludes: textList(),
  bodyIncludes: textList(),
  bodyRegex: bodyRegexSchema,
};

export const projectCreateSchema = z
  .object({
    ...projectFields,
    type: projectFields.type.default('Project'),
    context: projectFields.context.optional(),
    color: projectFields.color.default(PROJECT_COLORS[0]),
    status: projectFields.status.default('open'),
    labels: projectFields.labels.default([]),
    defaultPriority: projectFields.defaultPriority.default('P2'),
    defaultDueRule: projectFields.defaultDueRule.default('next_business_day'),
    senderIncludes: projectFields.senderIncludes.default([]),
    domainMatches: projectFields.domainMatches.default([]),
    subjectIncludes: projectFields.subjectIncludes.default([]),
    bodyIncludes: projectFields.bodyIncludes.default([]),
    description: projectFields.description.optional(),
    officialName: projectFields.officialName.optional(),
    associatedProjects: projectFields.associatedProjects.optional(),
    otherNames: projectFields.otherNames.optional(),
    involvedParties: projectFields.involvedParties.optional(),
    notes: projectFields.notes.optional(),
    bodyRegex: projectFields.bodyRegex.optional(),
  })
  .strict();
export type ProjectCreate = z.input<typeof projectCreateSchema>;

export const projectUpdateSchema = z.object(projectFields).partial().strict();
export type ProjectUpdate = z.input<typeof projectUpdateSchema>;

export const projectSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  context: z.string().nullable(),
  officialName: z.string().nullable(),
  associatedProjects: z.string().nullable(),
  otherNames: z.string().nullable(),
  involvedParties: z.string().nullable(),
  notes: z.string().nullable(),
  color: z.string(),
  status: z.enum(PROJECT_STATUSES),
  labels: z.array(z.string()),
  defaultPriority: z.string(),
  defaultDueRule: z.string(),
  senderIncludes: z.array(z.string()),
  domainMatches: z.array(z.string()),
  subjectIncludes: z.array(z.string()),
  bodyIncludes: z.array(z.string()),
  bodyRegex: z.string().nullable(),
  ...archiveFields,
  ...timestampFields,
});
export type Project = z.output<typeof projectSchema>;
export const projectListSchema = z.array(projectSchema);
