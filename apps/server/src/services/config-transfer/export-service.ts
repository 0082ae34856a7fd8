import { asc, eq } from 'drizzle-orm';
import { CONFIG_FORMAT, type ConfigDocumentResponse } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { contexts, projects, rules, serviceProjects, services, templates } from '../../db/schema/index.js';
import { toRule } from '../rules/rule-rows.js';
import { getTaskStyle } from '../style/style-service.js';

/** The user's whole configuration as one document (GET /export, docs/behaviour.md, API). */
export async function exportConfig(db: Db, userId: string): Promise<ConfigDocumentResponse> {
  const [projectRows, serviceRows, linkRows, templateRows, ruleRows, contextRows, style] = await Promise.all([
    db.select().from(projects).where(eq(projects.userId, userId)).orderBy(asc(projects.createdAt)),
    db.select().from(services).where(eq(services.userId, userId)).orderBy(asc(services.createdAt)),
    db.select().from(serviceProjects).where(eq(serviceProjects.userId, userId)).orderBy(asc(serviceProjects.createdAt)),
    db.select().from(templates).where(eq(templates.userId, userId)).orderBy(asc(templates.createdAt)),
    db.select().from(rules).where(eq(rules.userId, userId)).orderBy(asc(rules.position)),
    db.select().from(contexts).where(eq(contexts.userId, userId)).orderBy(asc(contexts.createdAt)),
    getTaskStyle(db, userId),
  ]);

  return {
    format: CONFIG_FORMAT,
    version: 1,
    exportedAt: new Date().toISOString(),
    projects: projectRows.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      type: p.type as 'Project' | 'Area',
      context: p.context as never,
      officialName: p.officialName,
      associatedProjects: p.associatedProjects,
      otherNames: p.otherNames,
      involvedParties: p.involvedParties,
      notes: p.notes,
      color: p.color,
      status: p.status as never,
      labels: p.labels,
      defaultPriority: p.defaultPriority as never,
      defaultDueRule: p.defaultDueRule as never,
      senderIncludes: p.senderIncludes,
      domainMatches: p.domainMatches,
      subjectIncludes: p.subjectIncludes,
      bodyIncludes: p.bodyIncludes,
      bodyRegex: p.bodyRegex,
    })),
    services: serviceRows.map((s) => ({
      name: s.name,
      color: s.color,
      is_archived: s.isArchived,
      projects: linkRows
        .filter((l) => l.serviceId === s.id)
        .map((l) => ({ project_id: l.projectId, project_name: l.projectName, status: l.status as never })),
    })),
    templates: templateRows.map((t) => ({
      name: t.name,
      description: t.description,
      services: t.services,
      items: t.items,
      is_archived: t.isArchived,
    })),
    rules: ruleRows.map((row) => {
      const rule = toRule(row);
      return { name: rule.name, confidence: rule.confidence, if: rule.if, then: rule.then };
    }),
    style,
    contexts: contextRows.map((c) => ({ name: c.name, color: c.color, timezone: c.timezone as never, workingHours: c.workingHours })),
  };
}
