import { TEMPLATE_VARIABLE_PATTERN, TEMPLATE_VARIABLES, type TemplateVariable } from '@triage/contracts';

export type TemplateVars = Partial<Record<TemplateVariable, string | null | undefined>>;

const KNOWN = new Set<string>(TEMPLATE_VARIABLES);
/** A separator with nothing on one side, left by an empty value ("Subject - "). */
const DANGLING = /^(\s*[-–—|]\s+)+|(\s+[-–—|]\s*)+$/g;

/**
 * The classifier's template rendering (packages/classifier renderTemplate), so the preview shows
 * what a created task will say: known variables filled (empty when missing), unknown ones left as
 * written, doubled spaces and dangling separators tidied.
 */
export function renderTemplate(template: string, vars: TemplateVars): string {
  const rendered = template.replace(TEMPLATE_VARIABLE_PATTERN, (whole, name: string) =>
    KNOWN.has(name) ? (vars[name as TemplateVariable] ?? '') : whole,
  );
  return rendered
    .split('\n')
    .map((line) => line.replace(/[ \t]{2,}/g, ' ').replace(DANGLING, '').trimEnd())
    .join('\n')
    .trim();
}
