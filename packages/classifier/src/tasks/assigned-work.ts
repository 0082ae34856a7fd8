import { startsWithImperative } from './imperative-verbs.js';

/**
 * Work a system hands the owner, named in its body: a planner's or tracker's assignment ("Sam Ortiz assigned
 * you a task" then "Update the onboarding checklist" and "Due date: Friday, December 4") and a form or survey
 * the owner is invited to fill in ("Dana Kim has invited you to fill out a form: Team offsite survey", "Please
 * respond by December 3"). Each returns the task's title and the sentence its day is read from.
 */
export type AssignedWork = { title: string; sentence: string };

const ASSIGNED =
  /\bassigned\s+(?:you\s+(?:to\s+)?(?:a|the|this|an?\s+new)\s+task|(?:a|the|this|an?\s+new)\s+task\s+to\s+you)\b[ \t]*:?[ \t]*(?<rest>[^\n]*)$/im;
const DUE_LINE = /^\s*due(?:\s+date)?\s*[:\-–]?\s*(?<when>\S[^\n]*)$/im;
/** What a system prints around the work: its buttons, the plan or board, why the mail was sent. */
const NOT_A_TITLE = /^(open|view|go to|reply|mark|due\b|plan\s*:|board\s*:|project\s*:|bucket\s*:|you'?re receiving|you are receiving)/i;
const MAX_TITLE_WORDS = 15;

export function assignedTask(body: string): AssignedWork | null {
  const m = ASSIGNED.exec(body);
  if (!m) return null;
  const written = m.groups!.rest!.trim() || firstLineAfter(body, m.index + m[0].length);
  const what = written?.replace(/^["“']|["”']$/g, '').trim();
  if (!what || NOT_A_TITLE.test(what) || what.split(/\s+/).length > MAX_TITLE_WORDS) return null;
  const title = startsWithImperative(what) ? `${what[0]!.toUpperCase()}${what.slice(1)}` : `Handle - ${what}`;
  const when = DUE_LINE.exec(body.slice(m.index))?.groups!.when;
  return { title, sentence: when ? `${title}. Due ${when.trim()}` : title };
}

const FORM_INVITE =
  /\binvited you to (?<verb>fill out|fill in|complete|take|respond to|answer)\s+(?:a|an|the|this|our|my)\s+(?<kind>form|survey|questionnaire|poll|quiz|assessment)\b[ \t]*:?[ \t]*(?<name>[^\n]*)$/im;
const FORM_KIND = /\b(form|survey|questionnaire|poll|quiz|assessment)$/i;
/** The sentence that gives the form's deadline ("Please respond by December 3"). */
const DEADLINE = /[^.\n]*\b(by|before|no later than|deadline|due|closes?)\b[^.\n]*/i;

export function formInvite(body: string): AssignedWork | null {
  const m = FORM_INVITE.exec(body);
  if (!m) return null;
  const { verb, kind } = m.groups!;
  const name = m.groups!.name!.replace(/[.!]+$/, '').trim();
  const named = !name ? `the ${kind}` : FORM_KIND.test(name) ? `the ${name}` : `the ${name} ${kind}`;
  const title = `${verb![0]!.toUpperCase()}${verb!.slice(1)} ${named}`;
  const deadline = DEADLINE.exec(body.slice(m.index + m[0].length))?.[0].trim();
  return { title, sentence: deadline ? `${title}. ${deadline}` : title };
}

function firstLineAfter(body: string, at: number): string | undefined {
  return body
    .slice(at)
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0);
}
