import { and, desc, eq, sql } from 'drizzle-orm';
import { ARCHIVE_TYPES, emailPreview, emailSender, ERRORS, type ArchivedItem, type Archives, type ArchiveType } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { emails, projects, services, tasks, templates } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { archiveValues } from './archive-columns.js';

const tables = { projects, tasks, services, templates, emails } as const;
type ArchivableTable = (typeof tables)[ArchiveType];

const NOT_FOUND: Record<ArchiveType, string> = {
  projects: 'Project not found',
  tasks: 'Task not found',
  services: ERRORS.serviceNotFound,
  templates: 'Template not found',
  emails: 'Email not found',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseArchiveType(type: string): ArchiveType {
  if (!(ARCHIVE_TYPES as readonly string[]).includes(type)) throw badRequest(ERRORS.unknownItemType(type));
  return type as ArchiveType;
}

/**
 * Tasks and projects carry an 'archived' status too; keep it in step with the
 * flag so the status selects show the truth after an archive or unarchive.
 */
function statusChange(type: ArchiveType, archived: boolean) {
  if (type === 'tasks') {
    return { status: archived ? sql`'archived'` : sql`CASE WHEN ${tasks.status} = 'archived' THEN 'to_do' ELSE ${tasks.status} END` };
  }
  if (type === 'projects') {
    return { status: archived ? sql`'archived'` : sql`CASE WHEN ${projects.status} = 'archived' THEN 'open' ELSE ${projects.status} END` };
  }
  return {};
}

export async function setArchived(db: Db, userId: string, rawType: string, id: string, archived: boolean) {
  const type = parseArchiveType(rawType);
  if (!UUID.test(id)) throw notFound(NOT_FOUND[type]);
  const table = tables[type] as ArchivableTable & typeof projects;
  const [row] = await db
    .update(table)
    .set({ ...archiveValues(archived), ...statusChange(type, archived) } as never)
    .where(and(eq(table.userId, userId), eq(table.id, id)))
    .returning({ id: table.id, isArchived: table.isArchived, archivedAt: table.archivedAt });
  if (!row) throw notFound(NOT_FOUND[type]);
  return { type, id: row.id, is_archived: row.isArchived, archived_at: row.archivedAt?.toISOString() ?? null };
}

type Base = { id: string; isArchived: boolean; archivedAt: Date | null; createdAt: Date };

function item(row: Base, title: string, subtitle: string | null): ArchivedItem {
  return {
    id: row.id,
    title,
    subtitle,
    is_archived: true,
    archived_at: row.archivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

async function archivedRows<T extends ArchivableTable>(db: Db, table: T, userId: string) {
  const t = table as unknown as typeof projects;
  return db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.isArchived, true)))
    .orderBy(desc(t.archivedAt)) as unknown as Promise<T['$inferSelect'][]>;
}

/** docs/behaviour.md, States and transitions: only archived items, newest archived first, with a count per type. */
export async function listArchives(db: Db, userId: string): Promise<Archives> {
  const [p, t, s, tp, e] = await Promise.all([
    archivedRows(db, projects, userId),
    archivedRows(db, tasks, userId),
    archivedRows(db, services, userId),
    archivedRows(db, templates, userId),
    archivedRows(db, emails, userId),
  ]);
  const result = {
    projects: p.map((r) => item(r, r.name, r.description)),
    tasks: t.map((r) => item(r, r.title, r.projectName)),
    services: s.map((r) => item(r, r.name, null)),
    templates: tp.map((r) => item(r, r.name, r.description)),
    emails: e.map((r) =>
      item(r, r.subject?.trim() || '(no subject)', `${emailSender(r.fromName, r.fromAddress)} — ${emailPreview(r.preview, r.bodyText)}`),
    ),
  };
  return {
    ...result,
    counts: {
      projects: p.length,
      tasks: t.length,
      services: s.length,
      templates: tp.length,
      emails: e.length,
    },
  };
}
