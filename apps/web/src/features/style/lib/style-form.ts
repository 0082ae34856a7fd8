import { TEMPLATE_VARIABLES, unknownTemplateVariables, type TaskStyle } from '@triage/contracts';

export type StyleErrors = Partial<Record<'titleTemplate' | 'descriptionTemplate', string>>;

function templateError(template: string, required: boolean, label: string): string | undefined {
  if (required && !template.trim()) return `${label} is required`;
  const unknown = unknownTemplateVariables(template);
  if (unknown.length === 0) return undefined;
  return `Unknown variable ${unknown.map((n) => `{{${n}}}`).join(', ')}. Use ${TEMPLATE_VARIABLES.join(', ')}.`;
}

/** What the server would refuse, said before saving: an empty title template, unknown variables. */
export function validateStyle(style: TaskStyle): StyleErrors {
  const errors: StyleErrors = {};
  const title = templateError(style.titleTemplate, true, 'Title template');
  const description = templateError(style.descriptionTemplate, false, 'Description template');
  if (title) errors.titleTemplate = title;
  if (description) errors.descriptionTemplate = description;
  return errors;
}

export const sameStyle = (a: TaskStyle, b: TaskStyle) => JSON.stringify(a) === JSON.stringify(normalize(b, a));

/** b's keys in a's order, so the comparison does not depend on key order. */
function normalize(b: TaskStyle, a: TaskStyle): TaskStyle {
  return Object.fromEntries(Object.keys(a).map((k) => [k, b[k as keyof TaskStyle]])) as TaskStyle;
}

/** Puts `{{name}}` at the cursor (replacing a selection); returns the text and where the cursor goes. */
export function insertVariable(text: string, start: number, end: number, name: string) {
  const token = `{{${name}}}`;
  const next = `${text.slice(0, start)}${token}${text.slice(end)}`;
  return { text: next, cursor: start + token.length };
}
