import { DEFAULT_TASK_STYLE, renderTemplate, type TaskStyle, type TemplateVars } from '@triage/contracts';
import type { Action } from './action.js';
import { toTaskPerson } from './person.js';
import { questionTitle } from './question-title.js';
import { tidyAction } from './title-tidy.js';
import { capitalise } from '../text/capitalise.js';

const MAX_TITLE = 150;
const MAX_BODY = 1000;

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 3);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}...`;
}

/** "Send Ann the lease"; "Tell Ann whether you are free Thursday"; "Follow up with Ann on ...". */
export function actionTitle(action: Action, senderFirstName: string | null): string {
  const who = senderFirstName ?? 'the sender';
  if (action.kind === 'answer') return questionTitle(toTaskPerson(action.text, senderFirstName), who);
  if (action.kind === 'follow_up') return `Follow up with ${who} on ${toTaskPerson(action.text, senderFirstName).replace(/[.!]+$/, '')}`;
  return capitalise(toTaskPerson(tidyAction(action.text, who), senderFirstName));
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
  // The default "{{subject}} - {{sender}}" would echo the subject after every action; only a template the user chose is applied.
  if (style.titleTemplate === DEFAULT_TASK_STYLE.titleTemplate) return clip(action, MAX_TITLE);
  const rendered = renderTemplate(style.titleTemplate, { ...vars, first_sentence: action });
  if (/\{\{\s*first_sentence\s*\}\}/.test(style.titleTemplate)) return clip(rendered || action, MAX_TITLE);
  return clip(rendered ? `${action} (${rendered})` : action, MAX_TITLE);
}

export type DescriptionParts = {
  action: string;
  sentence: string;
  dueNote: string;
  urgency: string;
  nextStep: string;
  /** The day the email states, or null when none is stated. */
  dueDay: Date | null;
};

const LONG_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });

/**
 * Two lines: who asks what and by when, then where it came from; the server
 * adds the link to the email. The request itself is summarised, never pasted.
 */
function summary(vars: EmailVars, parts: DescriptionParts): string {
  const by = parts.dueDay ? ` by ${LONG_DAY.format(parts.dueDay)}` : ' (no date in the email)';
  const first = `${clip(parts.action, MAX_TITLE)}${by}.`;
  const second = `Asked by ${vars.sender} in "${clip(vars.subject ?? '', 80)}", ${vars.date}${vars.project ? ` (${vars.project})` : ''}.`;
  return `${first}\n${second}`;
}

/**
 * The default description template pasted the whole email; with it a task
 * gets the two-line summary. A template the user set is rendered as written,
 * followed by the metadata and next-steps blocks the Task Style switches ask for.
 */
export function taskDescription(style: TaskStyle, vars: EmailVars, parts: DescriptionParts): string {
  if (style.descriptionTemplate === DEFAULT_TASK_STYLE.descriptionTemplate) return summary(vars, parts);
  const blocks = [
    renderTemplate(style.descriptionTemplate, { ...vars, body: clip(vars.body ?? '', MAX_BODY), first_sentence: parts.action }),
  ];
  if (style.includeMetadata) {
    blocks.push(
      [`Request: "${parts.sentence}"`, `Due: ${parts.dueNote}`, `Urgency: ${parts.urgency}`, vars.project ? `Project: ${vars.project}` : '']
        .filter(Boolean)
        .join('\n'),
    );
  }
  if (style.includeNextSteps) blocks.push(`Next steps:\n- ${parts.action}\n- ${parts.nextStep}`);
  return blocks.filter((b) => b.trim().length > 0).join('\n\n');
}
