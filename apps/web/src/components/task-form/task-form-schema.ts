import { dueDateSchema, PRIORITIES, TASK_STATUSES, taskCreateSchema } from '@triage/contracts';
import { z } from 'zod';

/**
 * What the task form checks before sending: the title and project rules (and their texts, docs/behaviour.md,
 * Tasks) come from the API's own schema, so the form and the server cannot disagree about them.
 */
export const taskFormSchema = z.object({
  title: taskCreateSchema.shape.title,
  description: z.string(),
  project_id: taskCreateSchema.shape.project_id,
  priority: z.enum(PRIORITIES),
  status: z.enum(TASK_STATUSES),
  // The form holds null for no date; the API's own rule decides what a date is.
  due_date: z
    .string()
    .nullable()
    .transform((value, ctx) => {
      const due = dueDateSchema.safeParse(value);
      if (due.success) return due.data;
      ctx.addIssue({ code: 'custom', message: due.error.issues[0]?.message ?? 'must be a date as yyyy-mm-dd' });
      return z.NEVER;
    }),
  assignee: z.string(),
  checklist: z.array(z.object({ itemId: z.string().optional(), text: z.string(), completed: z.boolean() })),
});
