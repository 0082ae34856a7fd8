import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailClassifications, serviceProjects, tasks } from '../../db/schema/index.js';

/**
 * Tasks, classifications (their name, their label and each suggested task)
 * and service links keep a copy of the project's name for lists and search;
 * a rename rewrites every copy of this user's project, in the caller's
 * transaction, so no screen shows the old name.
 */
export async function renameProjectCopies(tx: Db, userId: string, projectId: string, oldName: string, newName: string): Promise<void> {
  await tx
    .update(tasks)
    .set({ projectName: newName })
    .where(and(eq(tasks.userId, userId), eq(tasks.projectId, projectId)));
  await tx
    .update(emailClassifications)
    .set({
      projectName: newName,
      label: sql`CASE WHEN ${emailClassifications.label} = ${oldName} THEN ${newName} ELSE ${emailClassifications.label} END`,
    })
    .where(and(eq(emailClassifications.userId, userId), eq(emailClassifications.projectId, projectId)));
  // Suggested tasks may name another project than their email's, so each element is looked at.
  await tx
    .update(emailClassifications)
    .set({
      proposedTasks: sql`(
        SELECT jsonb_agg(CASE WHEN t->>'projectId' = ${projectId} THEN jsonb_set(t, '{projectName}', to_jsonb(${newName}::text)) ELSE t END ORDER BY n)
          FROM jsonb_array_elements(${emailClassifications.proposedTasks}) WITH ORDINALITY AS x(t, n))`,
    })
    .where(
      and(eq(emailClassifications.userId, userId), sql`${emailClassifications.proposedTasks} @> ${JSON.stringify([{ projectId }])}::jsonb`),
    );
  await tx
    .update(serviceProjects)
    .set({ projectName: newName })
    .where(and(eq(serviceProjects.userId, userId), eq(serviceProjects.projectId, projectId)));
}
