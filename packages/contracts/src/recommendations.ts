import { z } from 'zod';
import { idSchema } from './common.js';
import { PRIORITIES } from './enums.js';
import { cursorParamSchema, nextCursorField } from './paging.js';
import { dueDateSchema } from './tasks.js';

export const SUGGESTED_TASK_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Where a suggested task's due date came from: a day the email states, the tagging rule, or the default. */
export const DUE_SOURCES = ['email', 'rule', 'default'] as const;
export type DueSource = (typeof DUE_SOURCES)[number];

export const suggestedTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(PRIORITIES),
  dueDate: z.string().nullable(),
  /** null for suggestions stored before the source was recorded. */
  dueSource: z.enum(DUE_SOURCES).nullable(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  confidence: z.number(),
  status: z.enum(SUGGESTED_TASK_STATUSES),
  /** The real task created when it was approved. */
  taskId: z.string().nullable(),
});
export type SuggestedTask = z.output<typeof suggestedTaskSchema>;

export const suggestedReplySchema = z.object({
  subject: z.string(),
  body: z.string(),
  tone: z.literal('professional'),
  confidence: z.number(),
  edited: z.boolean(),
});
export type SuggestedReply = z.output<typeof suggestedReplySchema>;

/** A project the engine considered, with its calibrated confidence. */
export const projectChoiceSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  confidence: z.number(),
});
export type ProjectChoice = z.output<typeof projectChoiceSchema>;

export const aiClassificationSchema = z.object({
  label: z.string(),
  confidence: z.number(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  /** null pending, true approved, false rejected (docs/behaviour.md, Entities: approved undefined/true/false). */
  approved: z.boolean().nullable(),
  /** True when the user chose the project (shown 'User Selected'), false when the engine did ('AI Classified'). */
  userSelected: z.boolean(),
  signal: z.string().nullable(),
  reasons: z.array(z.string()),
  service: z.string().nullable(),
  errorMessage: z.string().nullable(),
  processingTimeMs: z.number().nullable(),
  /** Whether the email asks for an answer; null for classifications stored before it was judged. */
  replyNeeded: z.boolean().nullable(),
  /** Why a reply is or is not needed, in a few words. */
  replyReason: z.string().nullable(),
  /** The best projects, best first (at most three): offered as choices when there is no confident match. */
  alternatives: z.array(projectChoiceSchema),
});

/** "Email as the screen uses it" (docs/behaviour.md, Entities). */
export const emailRecommendationSchema = z.object({
  id: z.string(),
  from: z.string(),
  fromName: z.string().nullable(),
  fromAddress: z.string().nullable(),
  messageId: z.string(),
  conversationId: z.string().nullable(),
  subject: z.string(),
  preview: z.string(),
  /**
   * The sanitised body. Null only in a list row (the queue, Replies) whose body is longer than
   * LIMITS.listBodyMaxBytes: GET /emails/{id}/recommendations has it.
   */
  body: z.string().nullable(),
  bodyContentType: z.enum(['html', 'text']),
  receivedAt: z.string().nullable(),
  isRead: z.boolean(),
  isArchived: z.boolean(),
  hasAttachments: z.boolean(),
  remoteImagesAllowed: z.boolean(),
  processingStatus: z.enum(['pending', 'completed']),
  aiClassification: aiClassificationSchema.nullable(),
  suggestedTasks: z.array(suggestedTaskSchema),
  suggestedReply: suggestedReplySchema.nullable(),
  feedback: z.string().nullable(),
  /**
   * When the user last wrote in this email's conversation after it arrived (their sent mail, read
   * back by the sync, from Triage or any other client); null when they have not replied.
   */
  repliedAt: z.string().nullable(),
  /** Highest priority among pending and approved suggested tasks, for the Task Priority view. */
  topPriority: z.enum(PRIORITIES).nullable(),
});
export type EmailRecommendation = z.output<typeof emailRecommendationSchema>;

export const RECOMMENDATION_SORTS = ['default', 'priority'] as const;

export const recommendationListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(5),
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
    sort: z.enum(RECOMMENDATION_SORTS).default('default'),
    /** The previous page's nextCursor (same sort); offset then counts from there. */
    cursor: cursorParamSchema,
  })
  .strict();

export const recommendationPageSchema = z.object({
  data: z.array(emailRecommendationSchema),
  totalCount: z.number().int(),
  nextCursor: nextCursorField,
  /** The Intelligence Center's cards, and per-priority counts for the Task Priority grouping. */
  summary: z.object({
    total: z.number().int(),
    projectsMatched: z.number().int(),
    pendingReview: z.number().int(),
    byPriority: z.object({
      P1: z.number().int(),
      P2: z.number().int(),
      P3: z.number().int(),
      P4: z.number().int(),
      none: z.number().int(),
    }),
  }),
});
export type RecommendationPage = z.output<typeof recommendationPageSchema>;

export const generateRecommendationsSchema = z.object({ force: z.boolean().default(false) }).strict();

const taskEditSchema = z
  .object({
    title: z.string().trim().min(1, { message: 'Please enter a task title' }).max(500),
    description: z.string().max(20_000),
    priority: z.enum(PRIORITIES),
    due_date: dueDateSchema,
    project_id: idSchema,
  })
  .partial()
  .strict();

export const PROCESS_ACTIONS = ['approve_project', 'reject_project', 'approve_task', 'reject_task'] as const;

/** docs/behaviour.md, API: body emailId, action, data (taskId); 'Save & Update' sends the chosen projectId. */
export const processRecommendationSchema = z
  .object({
    emailId: idSchema,
    action: z.enum(PROCESS_ACTIONS),
    data: z
      .object({
        taskId: z.string().min(1).max(100).optional(),
        projectId: idSchema.optional(),
        task: taskEditSchema.optional(),
      })
      .strict()
      .default({}),
  })
  .strict();
export type ProcessRecommendation = z.input<typeof processRecommendationSchema>;

export const processResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  updatedEmail: emailRecommendationSchema,
  createdTaskId: z.string().nullable(),
});
export type ProcessResult = z.output<typeof processResultSchema>;

/** Removal by title (matching rules of docs/behaviour.md, Validation). */
export const removeProposedTaskSchema = z.object({ title: z.string().max(1000) }).strict();

export const feedbackSchema = z
  .object({
    feedback: z.string().max(10_000),
    /** 'I want to add a manual task for this email'. */
    manualTask: z.boolean().default(false),
  })
  .strict();

export const replyUpdateSchema = z.object({ body: z.string().max(200_000) }).strict();

export const predictSchema = z
  .object({
    from: z.string().trim().min(1, { message: 'Please fill in all email fields' }).max(500),
    subject: z.string().trim().min(1, { message: 'Please fill in all email fields' }).max(1000),
    body: z.string().trim().min(1, { message: 'Please fill in all email fields' }).max(200_000),
  })
  .strict();

/** Prediction result (docs/behaviour.md, Entities), plus the engine's reasons. */
export const predictionSchema = z.object({
  title: z.string(),
  description: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  label: z.string(),
  confidence: z.number(),
  priority: z.enum(PRIORITIES),
  tags: z.array(z.string()),
  due: z.string().nullable(),
  assignee: z.string().nullable(),
  matchedRules: z.array(z.object({ ruleId: z.string(), name: z.string(), reasons: z.array(z.string()) })),
  reasons: z.array(z.string()),
  tasks: z.array(z.object({ title: z.string(), priority: z.enum(PRIORITIES), dueDate: z.string().nullable() })),
  reply: z.string(),
  replyNeeded: z.boolean(),
  replyReason: z.string(),
});
export type Prediction = z.output<typeof predictionSchema>;

/** Preview & Test 'Adjust & Accept': create the task the prediction proposed, as adjusted. */
export const acceptPredictionSchema = z
  .object({
    title: z.string().trim().min(1, { message: 'Please enter a task title' }).max(500),
    description: z.string().max(20_000).default(''),
    project_id: idSchema,
    priority: z.enum(PRIORITIES).default('P3'),
    due_date: dueDateSchema.optional(),
    assignee: z.string().max(200).optional(),
  })
  .strict();

export const trainingProgressSchema = z.object({
  examples: z.number().int(),
  labels: z.number().int(),
  decisions: z.number().int(),
  /** Share of the last 100 decisions where the engine had proposed the project the user kept. */
  recentAccuracy: z.number().nullable(),
  history: z.array(z.object({ date: z.string(), decisions: z.number().int(), accuracy: z.number() })),
});
export type TrainingProgress = z.output<typeof trainingProgressSchema>;

export const ruleSuggestionSchema = z.object({
  projectId: z.string(),
  examples: z.number().int(),
  name: z.string(),
  if: z.object({
    senderIncludes: z.array(z.string()),
    domainMatches: z.array(z.string()),
    subjectIncludes: z.array(z.string()),
    bodyIncludes: z.array(z.string()),
    bodyRegex: z.string().nullable(),
  }),
});
export const ruleSuggestionRequestSchema = z.object({ projectId: idSchema }).strict();

export const classificationListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  })
  .strict();
