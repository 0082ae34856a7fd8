import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** One labelled email of TRIAGE-LABELS.md. */
const labelSchema = z.object({
  file: z.string().min(1),
  owner: z.string().optional(),
  subject: z.string().optional(),
  kind: z.enum(['personal_request', 'fyi', 'newsletter_or_bulk', 'notification', 'meeting', 'social', 'other']),
  needs_reply: z.boolean(),
  actions: z
    .array(
      z.object({
        text: z.string().min(1),
        due: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .nullable()
          .optional(),
        priority: z.string().optional(),
      }),
    )
    .max(3),
  notes: z.string().optional(),
});

export type TriageLabel = z.output<typeof labelSchema>;

/** The label lines of a JSON Lines file; a bad line is an error naming the file and the line. */
export function loadLabels(file: string): TriageLabel[] {
  const out: TriageLabel[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return;
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        throw new Error(`${file}:${i + 1}: not JSON`);
      }
      const parsed = labelSchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new Error(`${file}:${i + 1}: ${issue.path.join('.')}: ${issue.message}`);
      }
      out.push(parsed.data);
    });
  return out;
}
