import { z } from 'zod';

export const ARCHIVE_TYPES = ['projects', 'tasks', 'services', 'templates', 'emails'] as const;
export type ArchiveType = (typeof ARCHIVE_TYPES)[number];

export const archiveParamsSchema = z.object({ type: z.string().max(50), id: z.string().max(100) });

/** An archived item of any type: the fields the Archives screen shows, plus the row itself. */
export const archivedItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  is_archived: z.literal(true),
  archived_at: z.string().nullable(),
  created_at: z.string(),
});
export type ArchivedItem = z.output<typeof archivedItemSchema>;

export const archivesSchema = z.object({
  projects: z.array(archivedItemSchema),
  tasks: z.array(archivedItemSchema),
  services: z.array(archivedItemSchema),
  templates: z.array(archivedItemSchema),
  emails: z.array(archivedItemSchema),
  counts: z.object({
    projects: z.number().int(),
    tasks: z.number().int(),
    services: z.number().int(),
    templates: z.number().int(),
    emails: z.number().int(),
  }),
});
export type Archives = z.output<typeof archivesSchema>;

export const archiveResultSchema = z.object({
  type: z.enum(ARCHIVE_TYPES),
  id: z.string(),
  is_archived: z.boolean(),
  archived_at: z.string().nullable(),
});
