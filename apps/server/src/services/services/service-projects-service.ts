import { and, eq } from 'drizzle-orm';
import { ERRORS, type ServiceProject, type ServiceProjectCreate, type ServiceProjectUpdate } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { serviceProjects, services } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { findProjectRow, PROJECT_NOT_FOUND } from '../projects/projects-service.js';
import { findServiceRow, toServiceProject } from './services-service.js';
import { patchSet } from '../../db/patch.js';

type Status = ServiceProject['status'];

/** docs/behaviour.md, Validation: the service must be the user's; a linked project must be the user's too. */
export async function addServiceProject(db: Db, userId: string, serviceId: string, input: ServiceProjectCreate): Promise<ServiceProject> {
  const service = await findServiceRow(db, userId, serviceId);
  if (!service) throw notFound(ERRORS.serviceNotFound);
  if (input.project_id && !(await findProjectRow(db, userId, input.project_id))) throw notFound(PROJECT_NOT_FOUND);
  const [row] = await db
    .insert(serviceProjects)
    .values({
      serviceId,
      userId,
      projectId: input.project_id ?? null,
      projectName: input.project_name,
      status: (input.status ?? 'open') as Status,
    })
    .returning();
  return toServiceProject(row!);
}

/**
 * docs/behaviour.md, Validation names two failures: the link is missing ('Service project not
 * found') or its service is someone else's ('Access denied'). Both answer 404
 * so no other user's data is ever confirmed with a 403; the texts stay the
 * spec's. Telling them apart needs a read of the link's owner without the
 * user filter; that read returns nothing but the owner id, and every write
 * below is scoped to the user again.
 */
async function assertOwnLink(db: Db, userId: string, id: string): Promise<void> {
  const [link] = await db
    .select({ owner: services.userId })
    .from(serviceProjects)
    .innerJoin(services, eq(services.id, serviceProjects.serviceId))
    .where(eq(serviceProjects.id, id))
    .limit(1);
  if (!link) throw notFound(ERRORS.serviceProjectNotFound);
  if (link.owner !== userId) throw notFound(ERRORS.accessDenied);
}

const mine = (userId: string, id: string) => and(eq(serviceProjects.userId, userId), eq(serviceProjects.id, id));

export async function updateServiceProject(db: Db, userId: string, id: string, input: ServiceProjectUpdate): Promise<ServiceProject> {
  await assertOwnLink(db, userId, id);
  const [row] = await db
    .update(serviceProjects)
    .set(
      patchSet({
        ...(input.project_name === undefined ? {} : { projectName: input.project_name }),
        ...(input.status === undefined ? {} : { status: input.status }),
      }),
    )
    .where(mine(userId, id))
    .returning();
  if (!row) throw notFound(ERRORS.serviceProjectNotFound);
  return toServiceProject(row);
}

export async function deleteServiceProject(db: Db, userId: string, id: string): Promise<void> {
  await assertOwnLink(db, userId, id);
  const deleted = await db.delete(serviceProjects).where(mine(userId, id)).returning({ id: serviceProjects.id });
  if (deleted.length === 0) throw notFound(ERRORS.serviceProjectNotFound);
}
