import { and, eq, max, sql } from 'drizzle-orm';
import { configDocumentSchema, ERRORS, type ImportResult } from '@triage/contracts';
import { lockForTransaction } from '../../db/advisory-lock.js';
import type { Db, Tx } from '../../db/client.js';
import { contexts, projects, rules, serviceProjects, services, taskStyleConfigs, templates } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { toActions, toConditions } from '../rules/rule-rows.js';

function invalid(details: string): HttpError {
  return new HttpError(400, 'invalid_configuration', ERRORS.invalidConfiguration, details);
}

const sameName = (column: typeof projects.name, name: string) => sql`lower(${column}) = lower(${name})`;

/** Updates the user's row of that name, or inserts it; returns its id. */
async function upsertByName<T extends typeof projects | typeof services | typeof templates | typeof contexts>(
  tx: Tx,
  table: T,
  userId: string,
  name: string,
  values: Record<string, unknown>,
): Promise<string> {
  const t = table as unknown as typeof projects;
  const [existing] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.userId, userId), sameName(t.name, name)))
    .limit(1);
  if (existing) {
    await tx
      .update(t)
      .set(values as never)
      .where(eq(t.id, existing.id));
    return existing.id;
  }
  const [row] = await tx
    .insert(t)
    .values({ ...values, userId, name } as never)
    .returning({ id: t.id });
  return row!.id;
}

/**
 * POST /import (docs/behaviour.md, API). Validates the whole document first, then applies it in
 * one transaction: items are matched to the user's existing ones by name
 * (updated) or created, so importing twice changes nothing the second time.
 * Anything invalid, including a rule pointing at a project the file does not
 * contain, rolls everything back.
 */
export async function importConfig(db: Db, userId: string, body: unknown): Promise<ImportResult> {
  const parsed = configDocumentSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(`${issue.path.join('.') || 'file'}: ${issue.message}`);
  }
  const doc = parsed.data;

  await db.transaction(async (tx) => {
    const projectIds = new Map<string, string>();
    for (const { id, ...project } of doc.projects) {
      const archived = project.status === 'archived';
      projectIds.set(
        id,
        await upsertByName(tx, projects, userId, project.name, {
          ...project,
          isArchived: archived,
          archivedAt: archived ? new Date() : null,
        }),
      );
    }
    const mapProject = (id: string | null | undefined) => (id ? (projectIds.get(id) ?? null) : null);

    for (const { projects: links, is_archived, ...service } of doc.services) {
      const serviceId = await upsertByName(tx, services, userId, service.name, {
        ...service,
        isArchived: is_archived ?? false,
        archivedAt: is_archived ? new Date() : null,
      });
      await tx.delete(serviceProjects).where(eq(serviceProjects.serviceId, serviceId));
      for (const link of links) {
        await tx.insert(serviceProjects).values({
          userId,
          serviceId,
          projectId: mapProject(link.project_id),
          projectName: link.project_name,
          status: link.status,
        });
      }
    }

    for (const { is_archived, ...template } of doc.templates) {
      await upsertByName(tx, templates, userId, template.name, {
        ...template,
        isArchived: is_archived ?? false,
        archivedAt: is_archived ? new Date() : null,
      });
    }

    await lockForTransaction(tx, `rules:${userId}`);
    const [{ last } = { last: 0 }] = await tx
      .select({ last: max(rules.position) })
      .from(rules)
      .where(eq(rules.userId, userId));
    let position = last ?? 0;
    for (const rule of doc.rules) {
      const projectId = projectIds.get(rule.then.projectId);
      if (!projectId) throw invalid(`rules: "${rule.name}" points at a project that is not in the file`);
      const values = {
        confidence: rule.confidence,
        conditions: toConditions(rule.if),
        actions: toActions({ ...rule.then, projectId }),
      };
      const [existing] = await tx
        .select({ id: rules.id })
        .from(rules)
        .where(and(eq(rules.userId, userId), sql`lower(${rules.name}) = lower(${rule.name})`))
        .limit(1);
      if (existing) await tx.update(rules).set(values).where(eq(rules.id, existing.id));
      else await tx.insert(rules).values({ ...values, userId, name: rule.name, position: ++position });
    }

    for (const context of doc.contexts) await upsertByName(tx, contexts, userId, context.name, context);

    if (doc.style) {
      await tx
        .insert(taskStyleConfigs)
        .values({ ...doc.style, userId })
        .onConflictDoUpdate({ target: taskStyleConfigs.userId, set: doc.style });
    }
  });

  return {
    success: true,
    imported: {
      projects: doc.projects.length,
      services: doc.services.length,
      templates: doc.templates.length,
      rules: doc.rules.length,
      contexts: doc.contexts.length,
      style: doc.style !== null,
    },
  };
}
