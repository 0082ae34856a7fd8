import { z } from 'zod';
import { contextCreateSchema, contextSchema } from './contexts.js';
import { projectCreateSchema, projectSchema } from './projects.js';
import { ruleCreateSchema, ruleSchema } from './rules.js';
import { serviceCreateSchema, serviceProjectCreateSchema, serviceProjectSchema } from './services.js';
import { taskStyleResponseSchema, taskStyleSchema } from './style.js';
import { templateCreateSchema, templateSchema } from './templates.js';

export const CONFIG_FORMAT = 'triage-config';

/**
 * One JSON document with the user's whole configuration (not mail, not tasks).
 * Ids inside it only link its parts together (rules and service projects point
 * at projects by their id in the file); import gives everything fresh ids.
 */
export const configDocumentSchema = z
  .object({
    format: z.literal(CONFIG_FORMAT),
    version: z.literal(1),
    exportedAt: z.string().optional(),
    projects: z.array(projectCreateSchema.extend({ id: z.string().max(100) })).max(5000),
    services: z
      .array(
        serviceCreateSchema.extend({
          projects: z.array(serviceProjectCreateSchema.extend({ project_id: z.string().max(100).nullish() })).max(1000),
        }),
      )
      .max(1000),
    templates: z.array(templateCreateSchema).max(1000),
    rules: z.array(ruleCreateSchema).max(500),
    style: taskStyleSchema.nullable(),
    contexts: z.array(contextCreateSchema).max(200),
  })
  .strict();
export type ConfigDocument = z.input<typeof configDocumentSchema>;
export type ConfigDocumentParsed = z.output<typeof configDocumentSchema>;

/** What export sends: the same document, described by the (transform-free) response schemas. */
export const configDocumentResponseSchema = z.object({
  format: z.literal(CONFIG_FORMAT),
  version: z.literal(1),
  exportedAt: z.string(),
  projects: z.array(projectSchema.omit({ user_id: true, is_archived: true, archived_at: true, created_at: true, updated_at: true })),
  services: z.array(
    z.object({
      name: z.string(),
      color: z.string(),
      is_archived: z.boolean(),
      projects: z.array(serviceProjectSchema.pick({ project_id: true, project_name: true, status: true })),
    }),
  ),
  templates: z.array(templateSchema.pick({ name: true, description: true, services: true, items: true, is_archived: true })),
  rules: z.array(ruleSchema.pick({ name: true, confidence: true, if: true, then: true })),
  style: taskStyleResponseSchema.nullable(),
  contexts: z.array(contextSchema.pick({ name: true, color: true, timezone: true, workingHours: true })),
});
export type ConfigDocumentResponse = z.output<typeof configDocumentResponseSchema>;

export const importResultSchema = z.object({
  success: z.literal(true),
  imported: z.object({
    projects: z.number().int(),
    services: z.number().int(),
    templates: z.number().int(),
    rules: z.number().int(),
    contexts: z.number().int(),
    style: z.boolean(),
  }),
});
export type ImportResult = z.output<typeof importResultSchema>;
