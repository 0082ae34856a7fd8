import { z } from 'zod';
import { idSchema, isoDateTime } from './common.js';
import { dueDateSchema } from './tasks.js';

/** Spec silent: a waiting conversation is flagged after this many working days unless the user picks another. */
export const DEFAULT_WAITING_DAYS = 3;
export const MAX_WAITING_DAYS = 30;
/** The longest reminder: a year ahead (as the queue's snooze). */
export const REMIND_MAX_DAYS = 365;
/** Follow-ups look at conversations with activity in this many days. */
export const FOLLOWUP_WINDOW_DAYS = 90;
/** Each Follow-ups list shows at most this many conversations (oldest waiting first). */
export const FOLLOWUP_LIST_LIMIT = 200;
/** The To Do list Triage offers to create. */
export const TODO_DEFAULT_LIST_NAME = 'Triage';

export const FOLLOWUP_ERRORS = {
  conversationNotFound: 'Conversation not found',
  commitmentNotFound: 'Commitment not found',
  remindInPast: 'until: the reminder must be in the future',
  remindTooFar: `until: the reminder must be within ${REMIND_MAX_DAYS} days`,
  todoNotMicrosoft: 'Microsoft To Do is available when signed in with Microsoft 365',
  todoListNotFound: 'listId: no such list in your Microsoft To Do',
  todoNotConnected: 'Microsoft To Do is not connected: choose a list in Settings > Account Connections',
  taskNotFound: 'Task not found',
} as const;

export const FOLLOWUP_TEXTS = {
  needsReply: 'Needs reply',
  waiting: 'Waiting on others',
  overdue: (days: number) => `No answer for ${days} working ${days === 1 ? 'day' : 'days'}`,
  reminder: 'Reminder',
  markedDone: 'Marked done',
  reminderSet: 'Reminder set',
  taskCreated: 'Task created',
  dismissed: 'Dismissed',
  todoCreated: 'Created in Microsoft To Do',
  todoDryRun: 'Dry run: Microsoft To Do is not connected, nothing was created',
} as const;

/** The short follow-up reply "Draft a nudge" starts from. */
export function nudgeDraft(firstName: string | null): string {
  return `Hi ${firstName?.trim() || 'there'},\n\nJust following up on my note below. Do you have an update?\n\nThanks`;
}

const personSchema = z.object({ name: z.string().nullable(), address: z.string() });

export const followupItemSchema = z.object({
  conversationId: z.string(),
  state: z.enum(['needs_reply', 'waiting']),
  subject: z.string().nullable(),
  /** Who the conversation is with: the sender (needs reply) or the recipients (waiting). */
  people: z.array(personSchema),
  preview: z.string().nullable(),
  /** The message the state comes from: received (needs reply) or sent (waiting). */
  lastMessageAt: isoDateTime,
  ageWorkingDays: z.number().int(),
  /** Waiting longer than the user's threshold. */
  overdue: z.boolean(),
  /** Back from a reminder. */
  reminded: z.boolean(),
  /** The latest received email of the conversation (open it, reply to it); null when only the user wrote. */
  emailId: z.string().nullable(),
  webLink: z.string().nullable(),
});
export type FollowupItem = z.output<typeof followupItemSchema>;

export const commitmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: z.string(),
  sentence: z.string(),
  subject: z.string().nullable(),
  to: z.array(personSchema),
  sentAt: isoDateTime.nullable(),
});
export type Commitment = z.output<typeof commitmentSchema>;

export const followupsSchema = z.object({
  needsReply: z.array(followupItemSchema),
  waiting: z.array(followupItemSchema),
  commitments: z.array(commitmentSchema),
  waitingDays: z.number().int(),
});
export type Followups = z.output<typeof followupsSchema>;

export const conversationParamsSchema = z.object({
  conversationId: z
    .string()
    .min(1)
    .max(1000)
    .regex(/^[^\u0000-\u001f\u007f]+$/, { message: 'conversationId: must not contain control characters' }),
});

/** Past or too-far times are refused by the service (400), after it knows the conversation is the user's. */
export const remindSchema = z
  .object({ until: z.string().datetime({ offset: true, message: 'until: must be a date and time like 2026-01-31T09:00:00Z' }) })
  .strict();
export type Remind = z.input<typeof remindSchema>;

export const approveCommitmentSchema = z
  .object({
    projectId: idSchema,
    title: z.string().trim().min(1, { message: 'title: must not be blank' }).max(500).optional(),
    dueDate: dueDateSchema.optional(),
  })
  .strict();
export type ApproveCommitment = z.input<typeof approveCommitmentSchema>;

export const followupSettingsSchema = z.object({
  waitingDays: z.number().int(),
  todo: z.object({
    /** Microsoft mode only: To Do lives in Microsoft 365. */
    available: z.boolean(),
    listId: z.string().nullable(),
    listName: z.string().nullable(),
  }),
});
export type FollowupSettings = z.output<typeof followupSettingsSchema>;

export const followupSettingsUpdateSchema = z
  .object({
    waitingDays: z
      .number({ message: `waitingDays: must be a whole number from 1 to ${MAX_WAITING_DAYS}` })
      .int({ message: `waitingDays: must be a whole number from 1 to ${MAX_WAITING_DAYS}` })
      .min(1, { message: `waitingDays: must be a whole number from 1 to ${MAX_WAITING_DAYS}` })
      .max(MAX_WAITING_DAYS, { message: `waitingDays: must be a whole number from 1 to ${MAX_WAITING_DAYS}` }),
  })
  .strict();

export const todoListsSchema = z.array(z.object({ id: z.string(), name: z.string(), isDefault: z.boolean() }));

/** Pick one of the user's lists, create the "Triage" list, or disconnect (null). */
export const todoListChoiceSchema = z
  .object({ listId: z.string().min(1).max(500).nullable().optional(), create: z.literal(true).optional() })
  .strict()
  .refine((v) => (v.create === true) !== (v.listId !== undefined), { message: 'give either listId or create: true' });

export const todoPushResultSchema = z.object({
  /** created: in To Do now; dry_run: To Do is not connected, nothing was sent. */
  outcome: z.enum(['created', 'dry_run', 'failed']),
  message: z.string(),
  todoTaskId: z.string().nullable(),
});
export type TodoPushResult = z.output<typeof todoPushResultSchema>;

export const todoFailureSchema = z.object({
  taskId: z.string(),
  title: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  updatedAt: isoDateTime,
});
export const todoFailuresSchema = z.array(todoFailureSchema);
export type TodoFailure = z.output<typeof todoFailureSchema>;

/** Preview & Test's "Create Task in an external task manager": the predicted task, straight to To Do. */
export const todoPreviewTaskSchema = z
  .object({
    title: z.string().trim().min(1, { message: 'title: must not be blank' }).max(500),
    description: z.string().max(20_000).optional(),
    priority: z.enum(['P1', 'P2', 'P3', 'P4']),
    dueDate: dueDateSchema.optional(),
  })
  .strict();
export type TodoPreviewTask = z.input<typeof todoPreviewTaskSchema>;
