import { z } from 'zod';
import { bodyRegexSchema, idSchema, MAX_NAME, nameSchema, optionalText, textList, timestampFields } from './common.js';
import { PRIORITIES } from './enums.js';
import { ERRORS } from './errors.js';

/** A user keeps at most this many rules; bounds every list, reorder and test run. */
export const MAX_RULES = 500;

/** docs/behaviour.md, Constants and limits: slider 0 to 1 in steps of 0.05. Tolerance absorbs float noise (0.35 * 20). */
export const isConfidenceStep = (v: number) => Math.abs(v * 20 - Math.round(v * 20)) < 1e-9;

const confidenceSchema = z
  .number({ message: 'must be a number between 0 and 1' })
  .min(0, { message: 'must be between 0 and 1' })
  .max(1, { message: 'must be between 0 and 1' })
  .refine(isConfidenceStep, { message: 'must be a multiple of 0.05 (0, 0.05, ..., 1)' });

/**
 * The object-level message only replaces "missing / not an object"; unknown
 * keys and inner problems keep their own, field-naming messages.
 */
const whenMissing = (message: string) => ({
  error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? message : undefined),
});

/** rule.if (docs/behaviour.md, Entities). Conditions are OR'ed; at least one must be non-empty (docs/behaviour.md, Validation). */
export const ruleIfSchema = z
  .object(
    {
      senderIncludes: textList(320).default([]),
      domainMatches: textList(255).default([]),
      subjectIncludes: textList().default([]),
      bodyIncludes: textList().default([]),
      bodyRegex: bodyRegexSchema.optional().transform((v) => v ?? null),
    },
    whenMissing(ERRORS.ruleConditionRequired),
  )
  .strict()
  .refine(
    (c) => c.senderIncludes.length + c.domainMatches.length + c.subjectIncludes.length + c.bodyIncludes.length > 0 || c.bodyRegex !== null,
    { message: ERRORS.ruleConditionRequired },
  );

const projectIdSchema = z
  .string({ message: ERRORS.ruleProjectRequired })
  .trim()
  .min(1, { message: ERRORS.ruleProjectRequired, abort: true })
  .pipe(idSchema);

/** rule.then (docs/behaviour.md, Entities). Empty optional fields become null (docs/behaviour.md, Validation: omitted when empty). */
export const ruleThenSchema = z
  .object(
    {
      projectId: projectIdSchema,
      tags: textList(100).default([]),
      assignee: optionalText(MAX_NAME)
        .optional()
        .transform((v) => v ?? null),
      priority: z
        .enum(PRIORITIES)
        .nullish()
        .transform((v) => v ?? null),
      due: optionalText(100)
        .optional()
        .transform((v) => v ?? null),
    },
    whenMissing(ERRORS.ruleProjectRequired),
  )
  .strict();

const ruleFields = {
  name: nameSchema('Rule name'),
  confidence: confidenceSchema,
  if: ruleIfSchema,
  then: ruleThenSchema,
};

export const ruleCreateSchema = z.object({ ...ruleFields, confidence: confidenceSchema.default(0.65) }).strict();
export type RuleCreate = z.input<typeof ruleCreateSchema>;
export type RuleCreateParsed = z.output<typeof ruleCreateSchema>;

/** PATCH: any subset; a given `if` or `then` replaces that whole block. */
export const ruleUpdateSchema = z.object(ruleFields).partial().strict();
export type RuleUpdate = z.input<typeof ruleUpdateSchema>;
export type RuleUpdateParsed = z.output<typeof ruleUpdateSchema>;

export type RuleIf = z.output<typeof ruleIfSchema>;
export type RuleThen = z.output<typeof ruleThenSchema>;

export const ruleSchema = z.object({
  id: z.string(),
  name: z.string(),
  order: z.number().int(),
  confidence: z.number(),
  if: z.object({
    senderIncludes: z.array(z.string()),
    domainMatches: z.array(z.string()),
    subjectIncludes: z.array(z.string()),
    bodyIncludes: z.array(z.string()),
    bodyRegex: z.string().nullable(),
  }),
  then: z.object({
    projectId: z.string(),
    tags: z.array(z.string()),
    assignee: z.string().nullable(),
    priority: z.enum(PRIORITIES).nullable(),
    due: z.string().nullable(),
  }),
  ...timestampFields,
});
export type Rule = z.output<typeof ruleSchema>;
export const ruleListSchema = z.array(ruleSchema);

export const ruleReorderSchema = z
  .object({ ids: z.array(idSchema).max(MAX_RULES, { message: `must list at most ${MAX_RULES} rules` }) })
  .strict();
export type RuleReorder = z.input<typeof ruleReorderSchema>;

/** The email a rule is tried against (POST /rules/test); all parts optional text. */
export const ruleTestEmailSchema = z
  .object({
    from: z.string().max(1000).default(''),
    subject: z.string().max(2000).default(''),
    body: z.string().max(200_000).default(''),
  })
  .strict();
export type RuleTestEmail = z.output<typeof ruleTestEmailSchema>;

export const ruleTestSchema = z.object({ email: ruleTestEmailSchema, ruleId: idSchema.optional() }).strict();
export type RuleTest = z.input<typeof ruleTestSchema>;

export const ruleMatchSchema = z.object({
  ruleId: z.string(),
  name: z.string(),
  order: z.number().int(),
  confidence: z.number(),
  projectId: z.string(),
  /** null when the rule's project no longer exists (the screen shows 'Unknown Project'). */
  projectName: z.string().nullable(),
  reasons: z.array(z.string()),
});
export type RuleMatch = z.output<typeof ruleMatchSchema>;

export const ruleTestResultSchema = z.object({
  matches: z.array(ruleMatchSchema),
  firstMatch: ruleMatchSchema.nullable(),
});
export type RuleTestResult = z.output<typeof ruleTestResultSchema>;
