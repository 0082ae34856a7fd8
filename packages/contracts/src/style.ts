import { z } from 'zod';
import { DEFAULT_URGENCY_MAP, DUE_PARSERS, PRIORITIES } from './enums.js';

/** docs/behaviour.md, Entities: the only variables a task style template may use. */
export const TEMPLATE_VARIABLES = ['sender', 'subject', 'first_sentence', 'project', 'date', 'body'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export const MAX_TEMPLATE = 2000;

const knownVariables = new Set<string>(TEMPLATE_VARIABLES);
/** `{{ name }}`: whitespace inside the braces is allowed, as most template engines do. */
export const TEMPLATE_VARIABLE_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Every variable a template names that is not in the spec's list, in order of appearance. */
export function unknownTemplateVariables(template: string): string[] {
  const unknown: string[] = [];
  for (const match of template.matchAll(TEMPLATE_VARIABLE_PATTERN)) {
    const name = match[1] ?? '';
    if (!knownVariables.has(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

const templateSchema = (required: boolean) =>
  z
    .string({ message: 'is required' })
    .max(MAX_TEMPLATE, { message: `must be at most ${MAX_TEMPLATE} characters` })
    .refine((v) => !required || v.trim().length > 0, { message: 'is required' })
    .superRefine((v, ctx) => {
      const unknown = unknownTemplateVariables(v);
      if (unknown.length === 0) return;
      ctx.addIssue({
        code: 'custom',
        message: `unknown template variable ${unknown.map((n) => `{{${n}}}`).join(', ')}; use ${TEMPLATE_VARIABLES.join(', ')}`,
      });
    });

const priority = z.enum(PRIORITIES, { message: `must be one of ${PRIORITIES.join(', ')}` });

/** Keys exactly low/normal/high/critical (strict), each mapped to P1-P4. */
export const urgencyMapSchema = z.object({ low: priority, normal: priority, high: priority, critical: priority }).strict();

/** PUT /style is a full replace: every field required, nothing else allowed. */
export const taskStyleSchema = z
  .object({
    titleTemplate: templateSchema(true),
    descriptionTemplate: templateSchema(false),
    includeMetadata: z.boolean(),
    includeOutlookLink: z.boolean(),
    includeNextSteps: z.boolean(),
    urgencyMap: urgencyMapSchema,
    dueParser: z.enum(DUE_PARSERS, { message: `must be one of ${DUE_PARSERS.join(', ')}` }),
  })
  .strict();
export type TaskStyle = z.output<typeof taskStyleSchema>;
export type TaskStyleInput = z.input<typeof taskStyleSchema>;

/**
 * Defaults (docs/behaviour.md, Constants and limits), served until the user saves. The spec names the template
 * contents but not the switches: metadata and next steps on (they make a
 * created task self-explanatory), the mailbox link off (it only works for a
 * connected provider mailbox, which the local default does not have).
 */
export const DEFAULT_TASK_STYLE: TaskStyle = {
  titleTemplate: '{{subject}} - {{sender}}',
  descriptionTemplate: 'From: {{sender}}\nDate: {{date}}\n\n{{body}}',
  includeMetadata: true,
  includeOutlookLink: false,
  includeNextSteps: true,
  urgencyMap: { ...DEFAULT_URGENCY_MAP },
  dueParser: 'prefer_explicit',
};

/** What GET and PUT answer: the same fields, so a read can be sent back unchanged. */
export const taskStyleResponseSchema = z.object({
  titleTemplate: z.string(),
  descriptionTemplate: z.string(),
  includeMetadata: z.boolean(),
  includeOutlookLink: z.boolean(),
  includeNextSteps: z.boolean(),
  urgencyMap: z.object({ low: z.enum(PRIORITIES), normal: z.enum(PRIORITIES), high: z.enum(PRIORITIES), critical: z.enum(PRIORITIES) }),
  dueParser: z.enum(DUE_PARSERS),
});
