import { and, eq, sql } from 'drizzle-orm';
import {
  ARCHIVE_LIST_CAP,
  ARCHIVE_TYPES,
  emailPreview,
  emailSender,
  ERRORS,
  type ArchiveCounts,
  type ArchivedItem,
  type ArchiveListQuery,
  type ArchivePage,
  type Archives,
  type ArchiveType,
  type PageCursor,
} from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { emails, projects, services, tasks, templates } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { filled } from '../mail/email-list-json.js';
import { readInboxCounts } from '../mail/inbox-counts.js';
import {
  afterCursor,
  archiveOrder,
  cursorAtOffset,
  inArchive,
  orderBy,
  pageOf,
  sortKeysOf,
  type KeyRows,
  type KeysetOrder,
} from '../mail/list-order.js';
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

/**
 * Newest archived first, then the id; for emails the order of emails_archive_order_idx. The other
 * types are a person's own projects, tasks, services and templates: a sort of their archived rows.
 */
const orders: Record<ArchiveType, KeysetOrder> = {
  projects: byArchivedAt(projects),
  tasks: byArchivedAt(tasks),
  services: byArchivedAt(services),
  templates: byArchivedAt(templates),
  emails: archiveOrder,
};

function byArchivedAt(table: ArchivableTable): KeysetOrder {
  const t = table as typeof projects;
  return { keys: [{ expr: sql`coalesce(${t.archivedAt}, '-infinity'::timestamptz)`, type: 'timestamptz' }], id: t.id };
}

const archivedOf = (type: ArchiveType, userId: string) => {
  if (type === 'emails') return inArchive(userId);
  const t = tables[type] as typeof projects;
  return and(eq(t.userId, userId), eq(t.isArchived, true));
};

/** What an item shows, read apart for each type: a page reads these columns, not whole rows (an email's body). */
const shown = {
  projects: { title: projects.name, subtitle: projects.description },
  tasks: { title: tasks.title, subtitle: tasks.projectName },
  services: { title: services.name, subtitle: sql<string | null>`null` },
  templates: { title: templates.name, subtitle: templates.description },
  emails: {
    subject: emails.subject,
    fromName: emails.fromName,
    fromAddress: emails.fromAddress,
    preview: emails.preview,
    // The plain text only where the preview falls back to it.
    bodyText: sql<string | null>`case when ${filled(emails.preview)} then null else ${emails.bodyText} end`,
  },
};

type Row = { id: string; archivedAt: Date | null; createdAt: Date; sortKeys: string[] } & Record<string, unknown>;

function toItem(type: ArchiveType, row: Row): ArchivedItem {
  const text = (key: string) => (row[key] as string | null | undefined) ?? null;
  const [title, subtitle] =
    type === 'emails'
      ? [
          text('subject')?.trim() || '(no subject)',
          `${emailSender(text('fromName'), text('fromAddress'))} — ${emailPreview(text('preview'), text('bodyText'))}`,
        ]
      : [text('title') ?? '', text('subtitle')];
  return {
    id: row.id,
    title,
    subtitle,
    is_archived: true,
    archived_at: row.archivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

type PageRequest = { limit: number; cursor?: PageCursor };

/** One type's archived items after the cursor, with the cursor of the next page. */
async function archivedItems(db: Db, userId: string, type: ArchiveType, { limit, cursor }: PageRequest) {
  const t = tables[type] as typeof projects;
  const order = orders[type];
  const rows = (await db
    .select({ id: t.id, archivedAt: t.archivedAt, createdAt: t.createdAt, sortKeys: sortKeysOf(order), ...shown[type] })
    .from(t)
    .where(and(archivedOf(type, userId), afterCursor(order, cursor)))
    .orderBy(...orderBy(order))
    .limit(limit + 1)) as Row[];
  const page = pageOf(rows, limit);
  return { items: page.rows.map((row) => toItem(type, row)), nextCursor: page.nextCursor };
}

/** Every type's archived count: emails from the counters the triggers keep, the rest counted. */
async function archiveCounts(db: Db, userId: string): Promise<ArchiveCounts> {
  const counted = (type: Exclude<ArchiveType, 'emails'>) => {
    const t = tables[type] as typeof projects;
    return sql<number>`(select count(*) from ${t} where ${archivedOf(type, userId)})`.mapWith(Number);
  };
  const [[others], inbox] = await Promise.all([
    db
      .select({ projects: counted('projects'), tasks: counted('tasks'), services: counted('services'), templates: counted('templates') })
      .from(sql`(select 1) as one`),
    readInboxCounts(db, userId),
  ]);
  return { ...others!, emails: inbox.archived };
}

/**
 * docs/behaviour.md, States and transitions: only archived items, newest archived first, each type
 * up to ARCHIVE_LIST_CAP, with every type's exact count (the shape of GET /api/v1/archives without parameters).
 */
export async function listArchives(db: Db, userId: string): Promise<Archives> {
  const first = { limit: ARCHIVE_LIST_CAP };
  const [counts, ...lists] = await Promise.all([
    archiveCounts(db, userId),
    ...ARCHIVE_TYPES.map((type) => archivedItems(db, userId, type, first)),
  ]);
  return {
    ...(Object.fromEntries(ARCHIVE_TYPES.map((type, i) => [type, lists[i]!.items])) as Record<ArchiveType, ArchivedItem[]>),
    counts,
  };
}

/** One type's page (docs/decisions.md, Lists at any size): the Archives screen's tabs page on the server. */
export async function archivePage(db: Db, userId: string, query: ArchiveListQuery): Promise<ArchivePage> {
  const type = query.type ?? 'emails';
  const limit = query.limit ?? 10;
  const offset = query.offset ?? 0;
  if (offset === 0) {
    const [counts, page] = await Promise.all([archiveCounts(db, userId), archivedItems(db, userId, type, { limit, cursor: query.cursor })]);
    return { data: page.items, totalCount: counts[type], nextCursor: page.nextCursor, counts };
  }
  // A page number maps to a cursor (list-order.ts, cursorAtOffset): the last pages of a million archived emails cost what the first do.
  const counts = await archiveCounts(db, userId);
  const t = tables[type] as typeof projects;
  const keyRows: KeyRows = (fields, extra) =>
    db
      .select(fields)
      .from(t)
      .where(and(archivedOf(type, userId), extra));
  const start = await cursorAtOffset(keyRows, orders[type], { offset, cursor: query.cursor, total: counts[type] });
  const page = start === null ? { items: [], nextCursor: null } : await archivedItems(db, userId, type, { limit, cursor: start });
  return { data: page.items, totalCount: counts[type], nextCursor: page.nextCursor, counts };
}
