import { z } from 'zod';

/** What the model must answer; zod checks it, the JSON schema below asks for it. */
export const llmAnswerSchema = z.object({
  label: z.string().max(200),
  confidence: z.number().min(0).max(1),
  proposed_tasks: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(200),
        description: z.string().max(4000),
        priority: z.enum(['P1', 'P2', 'P3', 'P4']),
        due_date: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .nullable(),
      }),
    )
    .max(10),
  reply_email: z.string().max(8000),
  // Asked for in the schema below; a model that leaves them out still has its tasks used, and the
  // local engine judges the reply.
  reply_needed: z.boolean().optional(),
  reply_reason: z.string().max(200).optional(),
});
export type LlmAnswer = z.output<typeof llmAnswerSchema>;

/**
 * The same shape as a JSON schema for `response_format` (strict mode wants
 * every property required and no extras, so "no date" is null, not absent).
 */
export const LLM_RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'email_classification',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['label', 'confidence', 'proposed_tasks', 'reply_email', 'reply_needed', 'reply_reason'],
      properties: {
        label: { type: 'string', description: "Exact project name from the list, or 'None'" },
        confidence: { type: 'number', minimum: 0, maximum: 1 },
        proposed_tasks: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['title', 'description', 'priority', 'due_date'],
            properties: {
              title: { type: 'string' },
              description: { type: 'string' },
              priority: { type: 'string', enum: ['P1', 'P2', 'P3', 'P4'] },
              due_date: { type: ['string', 'null'], description: 'yyyy-mm-dd, or null when the email names no date' },
            },
          },
        },
        reply_email: { type: 'string' },
        reply_needed: { type: 'boolean', description: 'Whether the owner should write back' },
        reply_reason: { type: 'string', description: 'A few words: why a reply is or is not needed' },
      },
    },
  },
} as const;

/** The first problem zod found, as "field: message", for error_message. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid answer';
  return `${issue.path.join('.') || 'answer'}: ${issue.message}`;
}
