import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  ERRORS,
  fromApiCase,
  toApiCase,
  type Service,
  type ServiceCreate,
  type ServiceProject,
  type ServiceUpdate,
} from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { serviceProjects, services } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { archiveValues } from '../archives/archive-columns.js';
import { guardDuplicate } from './duplicate-name.js';
import { patchSet } from '../../db/patch.js';

type Row = typeof services.$inferSelect;
type LinkRow = typeof serviceProjects.$inferSelect;

const SERVICE_DUPLICATE = { primary: ERRORS.serviceDuplicatePrimary, other: ERRORS.serviceDuplicate };

const mine = (userId: string, id: string) => and(eq(services.userId, userId), eq(services.id, id));

/** The spec's service_project shape; the row's user_id is internal and stays out. */
export function toServiceProject(row: LinkRow): ServiceProject {
  const { id, serviceId, projectId, projectName, status, createdAt, updatedAt } = row;
  return toApiCase<ServiceProject>({ id, serviceId, projectId, projectName, status, createdAt, updatedAt });
}

function toService(row: Row, links: LinkRow[]): Service {
  return { ...toApiCase<Omit<Service, 'projects'>>(row), projects: links.map(toServiceProject) };
}

/** Links of the given services, oldest first (the order they were added). */
async function linksFor(db: Db, userId: string, serviceIds: string[]): Promise<Map<string, LinkRow[]>> {
  const byService = new Map<string, LinkRow[]>(serviceIds.map((id) => [id, []]));
  if (serviceIds.length === 0) return byService;
  const rows = await db
    .select()
    .from(serviceProjects)
    .where(and(eq(serviceProjects.userId, userId), inArray(serviceProjects.serviceId, serviceIds)))
    .orderBy(asc(serviceProjects.createdAt), asc(serviceProjects.id));
  for (const row of rows) byService.get(row.serviceId)?.push(row);
  return byService;
}

/** docs/behaviour.md, States and transitions and API: the list excludes archived services, newest first, each with its projects. */
export async function listServices(db: Db, userId: string): Promise<Service[]> {
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.userId, userId), eq(services.isArchived, false)))
    .orderBy(desc(services.createdAt), desc(services.id));
  const links = await linksFor(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toService(row, links.get(row.id) ?? []));
}

export async function findServiceRow(db: Db, userId: string, id: string): Promise<Row | null> {
  const [row] = await db.select().from(services).where(mine(userId, id)).limit(1);
  return row ?? null;
}

/** One service, archived or not (the archives screen reads archived ones too). */
export async function getService(db: Db, userId: string, id: string): Promise<Service> {
  const row = await findServiceRow(db, userId, id);
  if (!row) throw notFound(ERRORS.serviceNotFound);
  const links = await linksFor(db, userId, [row.id]);
  return toService(row, links.get(row.id) ?? []);
}

export async function createService(db: Db, userId: string, input: ServiceCreate): Promise<Service> {
  const { isArchived, ...rest } = fromApiCase<{ name: string; color?: string; isArchived?: boolean }>(input);
  const [row] = await guardDuplicate(
    () =>
      db
        .insert(services)
        .values({ ...rest, ...(isArchived === undefined ? {} : archiveValues(isArchived)), userId })
        .returning(),
    SERVICE_DUPLICATE,
  );
  return toService(row!, []);
}

/** Update (docs/behaviour.md, API): name, color; a rename follows the same duplicate rule as create. */
export async function updateService(db: Db, userId: string, id: string, input: ServiceUpdate): Promise<Service> {
  const patch = fromApiCase<{ name?: string; color?: string }>(input);
  const [row] = await guardDuplicate(() => db.update(services).set(patchSet(patch)).where(mine(userId, id)).returning(), SERVICE_DUPLICATE);
  if (!row) throw notFound(ERRORS.serviceNotFound);
  const links = await linksFor(db, userId, [row.id]);
  return toService(row, links.get(row.id) ?? []);
}

/** Deleting a service removes its project links with it (ON DELETE CASCADE). */
export async function deleteService(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(services).where(mine(userId, id)).returning({ id: services.id });
  if (deleted.length === 0) throw notFound(ERRORS.serviceNotFound);
}
