import { and, eq, sql } from 'drizzle-orm';
import { FOLLOWUP_ERRORS, type ApproveCommitment } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import { sentCommitments, sentMessages } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { createTask } from '../tasks/tasks-service.js';
import { queueTodoPush } from './todo-push.js';

/**
 * A commitment the user made becomes their task, due the day they named, in one transaction with
 * the commitment's new state (and the To Do push, when a list is connected). Approving twice
 * answers the task made the first time.
 */
export async function approveCommitment(
  db: Db,
  userId: string,
  id: string,
  input: ApproveCommitment,
): Promise<{ success: true; taskId: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ c: sentCommitments, subject: sentMessages.subject, to: sentMessages.toRecipients })
      .from(sentCommitments)
      .innerJoin(sentMessages, eq(sentMessages.id, sentCommitments.sentMessageId))
      .where(and(eq(sentCommitments.id, id), eq(sentCommitments.userId, userId)))
      .for('update')
      .limit(1);
    if (!row) throw notFound(FOLLOWUP_ERRORS.commitmentNotFound);
    if (row.c.status === 'approved' && row.c.taskId) return { success: true as const, taskId: row.c.taskId };
    const who = row.to.map((p) => p.name || p.address).join(', ');
    const task = await createTask(tx as unknown as Db, userId, {
      title: input.title ?? row.c.title,
      due_date: input.dueDate ?? row.c.dueDate,
      project_id: input.projectId,
      description: `You wrote${who ? ` to ${who}` : ''}${row.subject ? ` in "${row.subject}"` : ''}: "${row.c.sentence}"`,
    });
    await tx.update(sentCommitments).set({ status: 'approved', taskId: task.id }).where(eq(sentCommitments.id, id));
    await queueTodoPush(tx, userId, task.id);
    return { success: true as const, taskId: task.id };
  });
}

export async function dismissCommitment(db: Db, userId: string, id: string): Promise<{ success: true }> {
  const rows = await db
    .update(sentCommitments)
    .set({ status: sql`case when ${sentCommitments.status} = 'approved' then 'approved' else 'dismissed' end` })
    .where(and(eq(sentCommitments.id, id), eq(sentCommitments.userId, userId)))
    .returning({ id: sentCommitments.id });
  if (rows.length === 0) throw notFound(FOLLOWUP_ERRORS.commitmentNotFound);
  return { success: true };
}
