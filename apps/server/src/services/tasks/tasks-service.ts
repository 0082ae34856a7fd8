import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  fromApiCase,
  LIMITS,
  MAIL_ERRORS,
  TASK_LIST_CAP,
  toApiCase,
  type Task,
  type TaskCounts,
  type TaskCreate,
  type TaskListQueryParsed,
  type TaskPage,
  type TaskSort,
  type TaskStatus,
  type TaskUpdate,
} from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { plannedPage } from '../../db/planned-rows.js';
import { preparedWithCursor } from '../../db/prepared.js';
import { TASK_FIELDS, tasks } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { archiveValues } from '../archives/archive-columns.js';
import { afterCursorPlaceholders, cursorAtOffset, orderBy, pageOf, rowsAfterCursor, sortKeysOf, type KeyRows } from '../mail/list-order.js';
import { countedTaskPage, type TaskPaging } from './counted-page.js';
import { indexedTaskPage } from './search-index/indexed-page.js';
import { searchIndexesOf, type TaskSearchIndexes } from './search-index/search-indexes.js';
import { findProjectRow, PROJECT_NOT_FOUND } from '../projects/projects-service.js';
import { findEmailRow } from '../mail/emails-service.js';
import { readTaskCounts } from './task-counts.js';
import { TASK_ORDERS } from './task-order.js';
import { patchSet } from '../../db/patch.js';

type Row = Omit<typeof tasks.$inferSelect, 'searchText' | 'changeXid'>;
type Patch = Partial<typeof tasks.$inferInsert>;
type ChecklistInput = { id?: string; text: string; completed?: boolean }[];

const TASK_NOT_FOUND = 'Task not found';

/**
 * Field by field rather than a generic key conversion over every column: a page maps 50 of these
 * (docs/performance.md, Eighth round). The checklist's stored items keep the generic casing.
 */
const toApi = (row: Row): Task => ({
  id: row.id,
  user_id: row.userId,
  title: row.title,
  description: row.description,
  priority: row.priority as Task['priority'],
  status: row.status as Task['status'],
  due_date: row.dueDate,
  project_id: row.projectId,
  project_name: row.projectName,
  assignee: row.assignee,
  checklist: toApiCase(row.checklist),
  sourceEmailId: row.sourceEmailId,
  is_archived: row.isArchived,
  archived_at: row.archivedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
const mine = (userId: string, id: string) => and(eq(tasks.userId, userId), eq(tasks.id, id));

const withIds = (items: ChecklistInput) =>
  items.map((item) => ({ id: item.id ?? randomUUID(), text: item.text, completed: item.completed ?? false }));

/** docs/behaviour.md, States and transitions: moving to or from 'archived' is an archive / unarchive, not a plain update. */
function withArchiveState(patch: Patch, wasArchived: boolean): Patch {
  if (patch.status === undefined) return patch;
  if (patch.status === 'archived' && !wasArchived) return { ...patch, ...archiveValues(true) };
  if (patch.status !== 'archived' && wasArchived) return { ...patch, ...archiveValues(false) };
  return patch;
}

/** The task's project must be one of the user's; its name is taken from the project itself. */
async function projectFields(db: Db, userId: string, projectId: string | undefined): Promise<Patch> {
  if (projectId === undefined) return {};
  const project = await findProjectRow(db, userId, projectId);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return { projectId: project.id, projectName: project.name };
}

/** Without parameters (clients from before paging): newest first, capped (docs/decisions.md). */
export async function listTasks(db: Db, userId: string): Promise<Task[]> {
  const rows = await db
    .select(TASK_FIELDS)
    .from(tasks)
    .where(eq(tasks.userId, userId))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(TASK_LIST_CAP);
  return rows.map(toApi);
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The text, as typed and in any case, somewhere in the title, description, project name or assignee
 * (lowercased as ILIKE would; index tasks_user_status_search_idx).
 */
function matchesText(q: string | undefined): SQL | undefined {
  const text = (q ?? '').trim();
  return text === '' ? undefined : sql`${tasks.searchText} like lower(${likePattern(text)})`;
}

/**
 * A page filtered by status alone (or not at all) takes its total from the tiles' counters, so
 * only a search, priority or project filter counts its matching rows (docs/performance.md).
 */
function tileTotal(counts: TaskCounts, status: TaskStatus | undefined): number {
  switch (status) {
    case undefined:
      return counts.total;
    case 'to_do':
      return counts.toDo;
    case 'in_progress':
      return counts.inProgress;
    case 'completed':
      return counts.completed;
    case 'archived':
      return counts.total - counts.toDo - counts.inProgress - counts.completed;
  }
}

/** GET /api/v1/tasks with parameters: one page filtered, searched and sorted here, with the tiles' counts. */
export async function listTaskPage(
  db: Db,
  userId: string,
  query: TaskListQueryParsed,
  indexes: TaskSearchIndexes = searchIndexesOf(db),
): Promise<TaskPage> {
  const sort = query.sort ?? 'created';
  const limit = query.limit ?? LIMITS.tasksPerPage;
  const filters = and(
    eq(tasks.userId, userId),
    query.status ? eq(tasks.status, query.status) : undefined,
    query.priority ? eq(tasks.priority, query.priority) : undefined,
    query.project_id ? eq(tasks.projectId, query.project_id) : undefined,
    matchesText(query.q),
  );
  const paging = { cursor: query.cursor, limit, offset: query.offset ?? 0 };
  const countedByTiles = !query.priority && !query.project_id && !matchesText(query.q);
  if (countedByTiles) indexes.warm(db, userId);
  const counting = readTaskCounts(db, userId);
  const tiles = async () => tileTotal(await counting, query.status);
  const [{ rows, total }, counts] = await Promise.all([
    countedByTiles
      ? pageCountedByTiles(db, userId, sort, query.status, paging, tiles)
      : countedPage(db, userId, sort, query, filters, paging, indexes),
    counting,
  ]);
  const page = pageOf(
    rows.map((r) => ({ ...r, id: r.task.id })),
    limit,
  );
  const totalCount = total ?? tileTotal(counts, query.status);
  return { data: page.rows.map((r) => toApi(r.task)), totalCount, nextCursor: page.nextCursor, counts };
}

/** A search or a filter the tiles do not count: from the process's index of the user's tasks, or in SQL when they do not fit it. */
async function countedPage(
  db: Db,
  userId: string,
  sort: TaskSort,
  query: TaskListQueryParsed,
  filters: SQL | undefined,
  paging: TaskPaging,
  indexes: TaskSearchIndexes,
) {
  const wanted = { status: query.status, priority: query.priority, projectId: query.project_id, q: query.q };
  return (await indexedTaskPage(db, userId, sort, wanted, paging, indexes)) ?? countedTaskPage(db, TASK_ORDERS[sort], filters, paging);
}

/**
 * The page alone: its total is a tile's counter (see `tileTotal`). Its statement is built once per
 * shape (sort, a status or none, first page or after a cursor) and run unnamed, as the queue's are.
 */
const tilePageStatements = new Map<string, ReturnType<typeof tilePageStatement>>();

function tilePageStatement(sort: TaskSort, byStatus: boolean) {
  const order = TASK_ORDERS[sort];
  return preparedWithCursor((db, afterCursor) =>
    plannedPage(
      db
        .select({ task: TASK_FIELDS, sortKeys: sortKeysOf(order) })
        .from(tasks)
        .where(
          and(
            eq(tasks.userId, sql.placeholder('userId')),
            byStatus ? eq(tasks.status, sql.placeholder('status')) : undefined,
            afterCursor ? afterCursorPlaceholders(order) : undefined,
          ),
        )
        .orderBy(...orderBy(order)),
    ),
  );
}

/** `total`: the tile's count, which a page number past the middle counts back from (cursorAtOffset). */
async function pageCountedByTiles(
  db: Db,
  userId: string,
  sort: TaskSort,
  status: TaskStatus | undefined,
  paging: TaskPaging,
  total: () => Promise<number>,
) {
  const shape = `${sort}:${status !== undefined}`;
  let statement = tilePageStatements.get(shape);
  if (!statement) {
    statement = tilePageStatement(sort, status !== undefined);
    tilePageStatements.set(shape, statement);
  }
  const order = TASK_ORDERS[sort];
  const keyRows: KeyRows = (fields, extra) =>
    db
      .select(fields)
      .from(tasks)
      .where(and(eq(tasks.userId, userId), status ? eq(tasks.status, status) : undefined, extra));
  const start =
    paging.offset > 0
      ? await cursorAtOffset(keyRows, order, { offset: paging.offset, cursor: paging.cursor, total: await total() })
      : paging.cursor;
  const rows =
    start === null ? [] : await rowsAfterCursor(statement, db, order, start, { userId, status, limit: paging.limit + 1, offset: 0 });
  return { rows, total: null };
}

export async function getTask(db: Db, userId: string, id: string): Promise<Task> {
  const [row] = await db.select(TASK_FIELDS).from(tasks).where(mine(userId, id)).limit(1);
  if (!row) throw notFound(TASK_NOT_FOUND);
  return toApi(row);
}

/** A task made by hand for an email links it only if the email is the user's. */
async function sourceEmailFields(db: Db, userId: string, emailId: string | undefined): Promise<Patch> {
  if (emailId === undefined) return {};
  const email = await findEmailRow(db, userId, emailId);
  if (!email) throw notFound(MAIL_ERRORS.emailNotFound);
  return { sourceEmailId: email.id };
}

export async function createTask(db: Db, userId: string, input: TaskCreate, extra: { sourceEmailId?: string } = {}): Promise<Task> {
  const { checklist, sourceEmailId: _linked, ...rest } = fromApiCase<Patch & { checklist?: ChecklistInput }>(input);
  const values = withArchiveState(
    {
      ...rest,
      ...(await projectFields(db, userId, input.project_id)),
      ...(await sourceEmailFields(db, userId, input.source_email_id)),
      checklist: withIds(checklist ?? []),
      ...extra,
    },
    false,
  );
  const [row] = await db
    .insert(tasks)
    .values({ ...values, userId, title: input.title } as typeof tasks.$inferInsert)
    .returning(TASK_FIELDS);
  return toApi(row!);
}

export async function updateTask(db: Db, userId: string, id: string, input: TaskUpdate): Promise<Task> {
  const [current] = await db.select({ isArchived: tasks.isArchived }).from(tasks).where(mine(userId, id)).limit(1);
  if (!current) throw notFound(TASK_NOT_FOUND);
  const { checklist, projectId, projectName: _ignored, ...rest } = fromApiCase<Patch & { checklist?: ChecklistInput }>(input);
  const patch = withArchiveState(
    {
      ...rest,
      ...(await projectFields(db, userId, projectId ?? undefined)),
      ...(checklist ? { checklist: withIds(checklist) } : {}),
    },
    current.isArchived,
  );
  const [row] = await db.update(tasks).set(patchSet(patch)).where(mine(userId, id)).returning(TASK_FIELDS);
  if (!row) throw notFound(TASK_NOT_FOUND);
  return toApi(row);
}

export async function deleteTask(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(tasks).where(mine(userId, id)).returning({ id: tasks.id });
  if (deleted.length === 0) throw notFound(TASK_NOT_FOUND);
}
