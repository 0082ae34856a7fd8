import type { TaskStyle } from '@triage/contracts';
import type { Action } from './action.js';
import { toTaskPerson } from './person.js';
import { renderTemplate, type TemplateVars } from '@triage/contracts';

const MAX_TITLE = 150;
const MAX_BODY = 1000;

export const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 3);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}...`;
}

/** "Send Ann the lease"; "Reply to Ann: Are you free Thursday?"; "Follow up with Ann: It may be worth a call." */
export function actionTitle(action: Action, senderFirstName: string | null): string {
  const who = senderFirstName ?? 'the sender';
  if (action.kind === 'answer') return `Reply to ${who}: ${action.text}`;
  if (action.kind === 'follow_up') return `Follow up with ${who}: ${action.text}`;
  return capitalise(toTaskPerson(action.text, senderFirstName));
}

export type EmailVars = Required<Omit<TemplateVars, 'first_sentence'>>;

/**
 * The title is the request as an action. A title template that places
 * {{first_sentence}} (the action) is used as written; one that does not (the
 * spec's default "{{subject}} - {{sender}}" was made for one task per email)
 * follows the action in parentheses, so two tasks of one email never share a
 * title and the template's context is kept.
 */
export function taskTitle(style: TaskStyle, vars: EmailVars, action: string): string {
  const rendered = renderTemplate(style.titleTemplate, { ...vars, first_sentence: action });
  if (/\{\{\s*first_sentence\s*\}\}/.test(style.titleTemplate)) return clip(rendered || action, MAX_TITLE);
  return clip(rendered ? `${action} (${rendered})` : action, MAX_TITLE);
}

export type DescriptionParts = { action: string; sentence: string; dueNote: string; urgency: string; nextStep: string };

/** The description template, then the optional metadata and next-steps blocks the Task Style switches ask for. */
export function taskDescription(style: TaskStyle, vars: EmailVars, parts: DescriptionParts): string {
  const blocks = [renderTemplate(style.descriptionTemplate, { ...vars, body: clip(vars.body ?? '', MAX_BODY), first_sentence: parts.action })];
  if (style.includeMetadata) {
    blocks.push([`Request: "${parts.sentence}"`, `Due: ${parts.dueNote}`, `Urgency: ${parts.urgency}`, vars.project ? `Project: ${vars.project}` : '']
      .filter(Boolean)
      .join('\n'));
  }
  if (style.includeNextSteps) blocks.push(`Next steps:\n- ${parts.action}\n- ${parts.nextStep}`);
  return blocks.filter((b) => b.trim().length > 0).join('\n\n');
}
