import { DEFAULT_TASK_STYLE, type TaskStyle } from '@triage/contracts';
import { latestMessage } from '../text/latest-message.js';
import type { EmailInput, Priority, ProposedTask } from '../types.js';
import { addDays, calendarDay, isoDay, nextBusinessDay, safeZone } from '../util/dates.js';
import { toAction } from './action.js';
import { bulkKind } from './bulk-mail.js';
import { explicitDue } from './due-date.js';
import { rememberDueWords } from './due-words.js';
import { notificationAsk } from './notification-ask.js';
import { detectRequests, type DetectedRequest } from './request-detector.js';
import { senderFirstName } from './sender-name.js';
import { actionTitle, taskDescription, taskTitle, type EmailVars } from './task-text.js';
import { detectUrgency, taskPriority, type Urgency } from './urgency.js';

export type ExtractOptions = {
  style?: TaskStyle;
  projectName?: string | null;
  /** From the tagging rule that decided the project: a priority floor and a default due ("in 3 days"). */
  rulePriority?: Priority | null;
  ruleDue?: string | null;
  timeZone?: string;
  /** Creation time for the default due date (SPEC §9: 7 days from creation); defaults to receivedAt. */
  now?: Date;
};

const DEFAULT_DUE_DAYS = 7;
/** A notification's subject asks in a fixed form ("waiting for your approval"), so its task is fairly sure. */
const NOTIFICATION_ASK_CONFIDENCE = 0.8;
const SUBJECT_PREFIX = /^\s*((re|fw|fwd|aw|wg|tr)\s*(\[\d+\])?\s*:\s*)+/i;

function emailVars(email: EmailInput, body: string, projectName: string | null, zone: string): EmailVars {
  return {
    sender: email.fromName?.trim() || email.fromAddress?.trim() || 'Unknown Sender',
    subject: email.subject?.trim() || '(no subject)',
    project: projectName ?? '',
    date: isoDay(calendarDay(email.receivedAt, zone)),
    body,
  };
}

/** A person's mail: the body's requests, else a subject that itself asks ("Please review the draft"). */
function personalAsks(body: string, subject: string): DetectedRequest[] {
  const requests = detectRequests(body);
  return requests.length === 0 && subject ? detectRequests(subject) : requests;
}

/** Automated mail: only what its subject asks for ("Approval required: ..."); its body is boilerplate. */
function automatedAsk(subject: string): DetectedRequest[] {
  const sentence = notificationAsk(subject);
  return sentence ? [{ sentence, probability: NOTIFICATION_ASK_CONFIDENCE }] : [];
}

/**
 * Proposed tasks: one per sentence of the new text that asks the reader to do
 * something. Newsletters and marketing get none; automated notifications only
 * the request their subject makes.
 */
export function extractTasks(email: EmailInput, opts: ExtractOptions = {}): ProposedTask[] {
  const bulk = bulkKind(email);
  if (bulk === 'marketing') return [];
  const style = opts.style ?? DEFAULT_TASK_STYLE;
  const zone = safeZone(opts.timeZone);
  const body = latestMessage(email.bodyText);
  const subject = (email.subject ?? '').replace(SUBJECT_PREFIX, '').trim();
  const requests = bulk === 'automated' ? automatedAsk(subject) : personalAsks(body, subject);
  if (requests.length === 0) return [];
  const received = calendarDay(email.receivedAt, zone);
  const ruleDue = opts.ruleDue ? explicitDue(opts.ruleDue, email.receivedAt, zone) : null;
  const fallbackDue =
    style.dueParser === 'fallback_next_business_day'
      ? nextBusinessDay(received)
      : addDays(calendarDay(opts.now ?? email.receivedAt, zone), DEFAULT_DUE_DAYS);
  const first = senderFirstName(email.fromName, email.fromAddress);
  const vars = emailVars(email, body, opts.projectName ?? null, zone);
  return requests.map(({ sentence, probability }) => {
    const due = explicitDue(sentence, email.receivedAt, zone);
    const dueDay = due?.day ?? ruleDue?.day ?? fallbackDue;
    let urgency = detectUrgency(sentence, subject);
    if (due && dueDay.getTime() <= addDays(received, 1).getTime() && (urgency === 'normal' || urgency === 'low')) urgency = 'high';
    const action = toAction(sentence, due?.text ?? null);
    const title = actionTitle(action, first);
    const dueNote = `${isoDay(dueDay)} (${due ? `"${due.text}" in the email` : ruleDue ? 'from the tagging rule' : 'default'})`;
    const who = first ?? 'the sender';
    const nextStep = action.kind === 'do' ? `Let ${who} know when it is done` : `Reply to ${who}`;
    const task: ProposedTask = {
      title: taskTitle(style, vars, title),
      description: taskDescription(style, vars, { action: title, sentence, dueNote, urgency, nextStep }),
      priority: taskPriority(urgency, style, opts.rulePriority ?? null),
      dueDate: isoDay(dueDay),
      dueSource: due ? 'email' : ruleDue ? 'rule' : 'default',
      confidence: Math.round(probability * 100) / 100,
      sentence,
    };
    rememberDueWords(task, due?.text ?? null);
    return task;
  });
}
