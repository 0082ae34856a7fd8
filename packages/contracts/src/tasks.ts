import { z } from 'zod';
import { archiveFields, MAX_TEXT, optionalText, timestampFields } from './common.js';
import { PRIORITIES, TASK_STATUSES } from './enums.js';
import { TASK_ERRORS } from './errors.js';
import { cursorParamSchema, nextCursorField } from './paging.js';

/** yyyy-mm-dd that is a real calendar day; blank means "no due date". */
export const dueDateSchema = z
  .string()
  .nullish()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .refine(
    (v) =>
      v === null ||
      (/^\d{4}-\d{2}-\d{2}$/.test(v) &&
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
        new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
    {
      message: 'must be a date as yyyy-mm-dd',
    },
  );

export const checklistItemInputSchema = z
  .object({
    id: z.string().min(1).max(100).optional(),
    text: z.string().max(1000),
    completed: z.boolean().default(false),
  })
  .strict();

/** docs/behaviour.md, Validation: blank checklist items are dropped; ids are generated server-side for new ones. */
export const checklistInputSchema = z
  .array(checklistItemInputSchema)
  .max(200)
  .transform((items) => items.map((i) => ({ ...i, text: i.text.trim() })).filter((i) => i.text.length > 0));

const titleSchema = z
  .string({ message: TASK_ERRORS.titleRequired })
  .trim()
  .min(1, { message: TASK_ERRORS.titleRequired })
  .max(500, { message: 'Task title must be at most 500 characters' });

const taskFields = {
  title: titleSchema,
  description: optionalText(MAX_TEXT),
  priority: z.enum(PRIORITIES),
  status: z.enum(TASK_STATUSES),
  due_date: dueDateSchema,
  project_id: z.string({ message: TASK_ERRORS.projectRequired }).uuid({ message: TASK_ERRORS.projectRequired }),
  project_name: z.string().max(200).nullish(),
  assignee: optionalText(200),
  checklist: checklistInputSchema,
};

export const taskCreateSchema = z
  .object({
    ...taskFields,
    description: taskFields.description.optional(),
    priority: taskFields.priority.default('P3'),
    status: taskFields.status.default('to_do'),
    due_date: taskFields.due_date.optional(),
    project_name: taskFields.project_name.optional(),
    assignee: taskFields.assignee.optional(),
    checklist: taskFields.checklist.default([]),
    /** The email the task was made for by hand (an approved suggestion links its email by itself). */
    source_email_id: z.string().uuid({ message: 'source_email_id must be the id of one of your emails' }).optional(),
  })
  .strict();
export type TaskCreate = z.input<typeof taskCreateSchema>;

export const taskUpdateSchema = z.object(taskFields).partial().strict();
export type TaskUpdate = z.input<typeof taskUpdateSchema>;

export const checklistItemSchema = z.object({ id: z.string(), text: z.string(), completed: z.boolean() });
export type ChecklistItem = z.output<typeof checklistItemSchema>;

export const taskSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  status: z.enum(TASK_STATUSES),
  due_date: z.string().nullable(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  assignee: z.string().nullable(),
  checklist: z.array(checklistItemSchema),
  sourceEmailId: z.string().nullable(),
  ...archiveFields,
  ...timestampFields,
});
export type Task = z.output<typeof taskSchema>;
export const taskListSchema = z.array(taskSchema);

/** GET /api/v1/tasks without any parameter: the list as it always was, newest first, up to this many. */
export const TASK_LIST_CAP = 1000;

export const TASK_SORTS = ['created', 'due', 'priority'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

/**
 * A page of tasks filtered, searched and sorted by the server. Any of these parameters
 * asks for the page shape (taskPageSchema); with none the answer is the capped array.
 */
export const taskListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).optional(),
    offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
    cursor: cursorParamSchema,
    status: z.enum(TASK_STATUSES).optional(),
    priority: z.enum(PRIORITIES).optional(),
    project_id: z.string().uuid({ message: 'must be a valid id' }).optional(),
    /** Text matched as typed (case-insensitive) in the title, description, project name or assignee. */
    q: z.string().trim().max(200).optional(),
    /** 'created': newest first; 'due': soonest due first, undated last; 'priority': P1 first. Then newest first. */
    sort: z.enum(TASK_SORTS).optional(),
  })
  .strict();
export type TaskListQuery = z.input<typeof taskListQuerySchema>;
export type TaskListQueryParsed = z.output<typeof taskListQuerySchema>;

/** The Tasks screen's four tiles, over every task of the user whatever the filters. */
export const taskCountsSchema = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  inProgress: z.number().int(),
  toDo: z.number().int(),
});
export type TaskCounts = z.output<typeof taskCountsSchema>;

export const taskPageSchema = z.object({
  data: z.array(taskSchema),
  /** Tasks matching the filters. */
  totalCount: z.number().int(),
  nextCursor: nextCursorField,
  counts: taskCountsSchema,
});
export type TaskPage = z.output<typeof taskPageSchema>;
