import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { serviceProjects, services, templates } from '../../db/schema/index.js';

/**
 * docs/behaviour.md, Product overview: checklist templates apply automatically to tasks created from
 * emails. A template applies when one of its services lists the task's
 * project; the items of every such template are combined, first seen first.
 */
export async function templateChecklist(db: Db, userId: string, projectId: string | null) {
  if (!projectId) return [];
  const linked = await db
    .select({ name: services.name })
    .from(serviceProjects)
    .innerJoin(services, eq(services.id, serviceProjects.serviceId))
    .where(and(eq(serviceProjects.userId, userId), eq(serviceProjects.projectId, projectId), eq(services.isArchived, false)));
  if (linked.length === 0) return [];
  const serviceNames = new Set(linked.map((s) => s.name.toLowerCase()));
  const rows = await db
    .select()
    .from(templates)
    .where(and(eq(templates.userId, userId), eq(templates.isArchived, false)));
  const items = new Set<string>();
  for (const template of rows) {
    if (template.services.some((s) => serviceNames.has(s.toLowerCase()))) for (const item of template.items) items.add(item);
  }
  return [...items].map((text) => ({ id: randomUUID(), text, completed: false }));
}
