import type { Priority, TaskStyle } from '@triage/contracts';
import { addDays, format, isWeekend } from 'date-fns';
import { renderTemplate, type TemplateVars } from '@triage/contracts';

/** The sample email the live preview renders ("live preview with sample data", docs/behaviour.md, Task Style). */
export const SAMPLE_EMAIL = {
  sender: 'Ann Lee',
  address: 'ann.lee@harbourtower.example',
  subject: 'Lease renewal for unit 4B',
  body: 'Hi, can you send me the signed lease for unit 4B by Friday? The tenant is waiting on it. Thanks, Ann',
  project: 'Harbour Tower',
  request: 'Can you send me the signed lease for unit 4B by Friday?',
  action: 'Send Ann the signed lease for unit 4B',
  /** "by Friday" asks for an explicit day. */
  dueWords: 'by Friday',
  urgency: 'high' as const,
};

/** The preview's "today": fixed to a Tuesday so the due dates it shows are easy to follow. */
const SAMPLE_RECEIVED = new Date(2026, 2, 3, 9, 30);

export function sampleVars(received = SAMPLE_RECEIVED): TemplateVars {
  return {
    sender: SAMPLE_EMAIL.sender,
    subject: SAMPLE_EMAIL.subject,
    first_sentence: SAMPLE_EMAIL.action,
    project: SAMPLE_EMAIL.project,
    date: format(received, 'yyyy-MM-dd'),
    body: SAMPLE_EMAIL.body,
  };
}

function nextBusinessDay(day: Date): Date {
  let next = addDays(day, 1);
  while (isWeekend(next)) next = addDays(next, 1);
  return next;
}

/**
 * Due date the way the classifier decides it: a day the email names wins; otherwise
 * 'prefer_explicit' falls back to a week out and 'fallback_next_business_day' to the next business day.
 */
export function previewDue(style: Pick<TaskStyle, 'dueParser'>, explicit: boolean, received = SAMPLE_RECEIVED) {
  if (explicit) {
    let friday = received;
    while (friday.getDay() !== 5) friday = addDays(friday, 1);
    return { day: format(friday, 'yyyy-MM-dd'), note: `"${SAMPLE_EMAIL.dueWords}" in the email` };
  }
  const day = style.dueParser === 'fallback_next_business_day' ? nextBusinessDay(received) : addDays(received, 7);
  return { day: format(day, 'yyyy-MM-dd'), note: 'default' };
}

/** A title template that places {{first_sentence}} is used as written; else the action leads. */
export function previewTitle(style: Pick<TaskStyle, 'titleTemplate'>, vars = sampleVars()): string {
  const rendered = renderTemplate(style.titleTemplate, vars);
  if (/\{\{\s*first_sentence\s*\}\}/.test(style.titleTemplate)) return rendered || SAMPLE_EMAIL.action;
  return rendered ? `${SAMPLE_EMAIL.action} (${rendered})` : SAMPLE_EMAIL.action;
}

/** The description template, then the metadata and next-steps blocks the switches add. */
export function previewDescription(style: TaskStyle, vars = sampleVars()): string {
  const due = previewDue(style, true);
  const blocks = [renderTemplate(style.descriptionTemplate, vars)];
  if (style.includeMetadata) {
    blocks.push(
      [
        `Request: "${SAMPLE_EMAIL.request}"`,
        `Due: ${due.day} (${due.note})`,
        `Urgency: ${SAMPLE_EMAIL.urgency}`,
        `Project: ${SAMPLE_EMAIL.project}`,
      ].join('\n'),
    );
  }
  if (style.includeNextSteps) blocks.push(`Next steps:\n- ${SAMPLE_EMAIL.action}\n- Let Ann know when it is done`);
  return blocks.filter((b) => b.trim().length > 0).join('\n\n');
}

export const previewPriority = (style: Pick<TaskStyle, 'urgencyMap'>): Priority => style.urgencyMap[SAMPLE_EMAIL.urgency] as Priority;
