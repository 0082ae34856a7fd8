import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { fromApiCase, toApiCase, type Task, type TaskCreate, type TaskUpdate } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { tasks } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { archiveValues } from '../archives/archive-columns.js';
import { findProjectRow, PROJECT_NOT_FOUND } from '../projects/projects-service.js';

type Row = typeof tasks.$inferSelect;
type Patch = Partial<typeof tasks.$inferInsert>;
type ChecklistInput = { id?: string; text: string; completed?: boolean }[];

export const TASK_NOT_FOUND = 'Task not found';

const toApi = (row: Row) => toApiCase<Task>(row);
const mine = (userId: string, id: string) => and(eq(tasks.userId, userId), eq(tasks.id, id));

const withIds = (items: ChecklistInput) =>
  items.map((item) => ({ id: item.id ?? randomUUID(), text: item.text, completed: item.completed ?? false }));

/** Spec §4: moving to or from 'archived' is an archive / unarchive, not a plain update. */
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

export async function listTasks(db: Db, userId: string): Promise<Task[]> {
  const rows = await db.select().from(tasks).where(eq(tasks.userId, userId)).orderBy(desc(tasks.createdAt));
  return rows.map(toApi);
}

export async function getTask(db: Db, userId: string, id: string): Promise<Task> {
  const [row] = await db.select().from(tasks).where(mine(userId, id)).limit(1);
  if (!row) throw notFound(TASK_NOT_FOUND);
  return toApi(row);
}

export async function createTask(
  db: Db,
  userId: string,
  input: TaskCreate,
  extra: { sourceEmailId?: string } = {},
): Promise<Task> {
  const { checklist, ...rest } = fromApiCase<Patch & { checklist?: ChecklistInput }>(input);
  const values = withArchiveState(
    { ...rest, ...(await projectFields(db, userId, input.project_id)), checklist: withIds(checklist ?? []), ...extra },
    false,
  );
  const [row] = await db
    .insert(tasks)
    .values({ ...values, userId, title: input.title } as typeof tasks.$inferInsert)
    .returning();
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
  const [row] = await db.update(tasks).set({ ...patch, updatedAt: new Date() }).where(mine(userId, id)).returning();
  if (!row) throw notFound(TASK_NOT_FOUND);
  return toApi(row);
}

export async function deleteTask(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(tasks).where(mine(userId, id)).returning({ id: tasks.id });
  if (deleted.length === 0) throw notFound(TASK_NOT_FOUND);
}
