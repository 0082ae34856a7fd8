import { and, desc, eq, sql } from 'drizzle-orm';
import { fromApiCase, type Project, type ProjectCreate, type ProjectUpdate } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { withPlannedRows } from '../../db/planned-rows.js';
import { preparedPerDb } from '../../db/prepared.js';
import { projects } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { archiveValues } from '../archives/archive-columns.js';
import { renameProjectCopies } from './rename-copies.js';
import type { ProjectRow } from '../../db/rows.js';
import { patchSet } from '../../db/patch.js';

type Row = ProjectRow;
type Patch = Partial<typeof projects.$inferInsert>;

export const PROJECT_NOT_FOUND = 'Project not found';

/**
 * Field by field: the projects list is the app's most frequent request, and a generic key
 * conversion was its largest cost after the socket writes (docs/performance.md, Lists at any size).
 */
const toApi = (row: Row): Project => ({
  id: row.id,
  user_id: row.userId,
  name: row.name,
  description: row.description,
  type: row.type,
  context: row.context,
  officialName: row.officialName,
  associatedProjects: row.associatedProjects,
  otherNames: row.otherNames,
  involvedParties: row.involvedParties,
  notes: row.notes,
  color: row.color,
  status: row.status as Project['status'],
  labels: row.labels,
  defaultPriority: row.defaultPriority,
  defaultDueRule: row.defaultDueRule,
  senderIncludes: row.senderIncludes,
  domainMatches: row.domainMatches,
  subjectIncludes: row.subjectIncludes,
  bodyIncludes: row.bodyIncludes,
  bodyRegex: row.bodyRegex,
  is_archived: row.isArchived,
  archived_at: row.archivedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
const mine = (userId: string, id: string) => and(eq(projects.userId, userId), eq(projects.id, id));

/**
 * Status 'archived' and the archive flag move together (docs/behaviour.md, States and transitions): choosing
 * Archived archives the project, leaving it unarchives.
 */
function withArchiveState(patch: Patch, current?: Row): Patch {
  if (patch.status === undefined) return patch;
  const wasArchived = current?.isArchived ?? false;
  if (patch.status === 'archived' && !wasArchived) return { ...patch, ...archiveValues(true) };
  if (patch.status !== 'archived' && wasArchived) return { ...patch, ...archiveValues(false) };
  return patch;
}

const projectList = preparedPerDb((db) =>
  withPlannedRows(
    db
      .select()
      .from(projects)
      .where(eq(projects.userId, sql.placeholder('userId')))
      .orderBy(desc(projects.createdAt))
      .prepare('projects_list'),
  ),
);

export async function listProjects(db: Db, userId: string): Promise<Project[]> {
  const rows = await projectList(db).execute({ userId });
  return rows.map(toApi);
}

export async function findProjectRow(db: Db, userId: string, id: string): Promise<Row | null> {
  const [row] = await db.select().from(projects).where(mine(userId, id)).limit(1);
  return row ?? null;
}

export async function getProject(db: Db, userId: string, id: string): Promise<Project> {
  const row = await findProjectRow(db, userId, id);
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return toApi(row);
}

export async function createProject(db: Db, userId: string, input: ProjectCreate): Promise<Project> {
  const values = withArchiveState(fromApiCase<Patch>(input));
  const [row] = await db
    .insert(projects)
    .values({ ...values, userId, name: input.name } as typeof projects.$inferInsert)
    .returning();
  return toApi(row!);
}

export function updateProject(db: Db, userId: string, id: string, input: ProjectUpdate): Promise<Project> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [current] = await tx.select().from(projects).where(mine(userId, id)).for('update');
    if (!current) throw notFound(PROJECT_NOT_FOUND);
    const patch = withArchiveState(fromApiCase<Patch>(input), current);
    const [row] = await tx.update(projects).set(patchSet(patch)).where(mine(userId, id)).returning();
    if (!row) throw notFound(PROJECT_NOT_FOUND);
    if (row.name !== current.name) await renameProjectCopies(tx, userId, id, current.name, row.name);
    return toApi(row);
  });
}

export async function deleteProject(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(projects).where(mine(userId, id)).returning({ id: projects.id });
  if (deleted.length === 0) throw notFound(PROJECT_NOT_FOUND);
}

/** Close marks the project done; open reopens it (and brings it back from the archive). */
export function setProjectClosed(db: Db, userId: string, id: string, closed: boolean): Promise<Project> {
  return updateProject(db, userId, id, { status: closed ? 'done' : 'open' });
}
