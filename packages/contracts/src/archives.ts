import { z } from 'zod';
import { cursorParamSchema, nextCursorField } from './paging.js';

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

/** GET /api/v1/archives without any parameter: each type's newest archived items, up to this many. */
export const ARCHIVE_LIST_CAP = 1000;

/** One type's archived items a page at a time, newest archived first (any parameter asks for it). */
export const archiveListQuerySchema = z
  .object({
    type: z.enum(ARCHIVE_TYPES).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
    offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
    /** The previous page's nextCursor (same type); offset then counts from there. */
    cursor: cursorParamSchema,
  })
  .strict();
export type ArchiveListQuery = z.output<typeof archiveListQuerySchema>;

const archiveCountsSchema = z.object({
  projects: z.number().int(),
  tasks: z.number().int(),
  services: z.number().int(),
  templates: z.number().int(),
  emails: z.number().int(),
});
export type ArchiveCounts = z.output<typeof archiveCountsSchema>;

export const archivePageSchema = z.object({
  data: z.array(archivedItemSchema),
  /** Archived items of the type asked for. */
  totalCount: z.number().int(),
  nextCursor: nextCursorField,
  /** Every type's count, for the screen's tab labels. */
  counts: archiveCountsSchema,
});
export type ArchivePage = z.output<typeof archivePageSchema>;

export const archivesSchema = z.object({
  projects: z.array(archivedItemSchema),
  tasks: z.array(archivedItemSchema),
  services: z.array(archivedItemSchema),
  templates: z.array(archivedItemSchema),
  emails: z.array(archivedItemSchema),
  /** Exact, though each list stops at ARCHIVE_LIST_CAP. */
  counts: archiveCountsSchema,
});
export type Archives = z.output<typeof archivesSchema>;

export const archiveResultSchema = z.object({
  type: z.enum(ARCHIVE_TYPES),
  id: z.string(),
  is_archived: z.boolean(),
  archived_at: z.string().nullable(),
});
