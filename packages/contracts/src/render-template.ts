import { TEMPLATE_VARIABLE_PATTERN, TEMPLATE_VARIABLES, type TemplateVariable } from './style.js';

export type TemplateVars = Partial<Record<TemplateVariable, string | null | undefined>>;

const KNOWN = new Set<string>(TEMPLATE_VARIABLES);
/** A separator with nothing on one side, left by an empty value ("Subject - "). */
const DANGLING = /^(\s*[-–—|]\s+)+|(\s+[-–—|]\s*)+$/g;

/**
 * Replaces `{{ name }}` with its value. A known variable without a value
 * becomes empty; an unknown one is left as written, so a typo shows in the
 * result instead of silently vanishing.
 */
export function renderTemplate(template: string, vars: TemplateVars): string {
  const rendered = template.replace(TEMPLATE_VARIABLE_PATTERN, (whole, name: string) =>
    KNOWN.has(name) ? (vars[name as TemplateVariable] ?? '') : whole,
  );
  return rendered
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]{2,}/g, ' ')
        .replace(DANGLING, '')
        .trimEnd(),
    )
    .join('\n')
    .trim();
}
