import { DEFAULT_TASK_STYLE, LIMITS } from '@triage/contracts';
import { replyDecision } from '../reply/reply-needed.js';
import { NO_REPLY_SENDER } from '../tasks/bulk-mail.js';
import { emailDue } from '../tasks/email-due.js';
import { MAX_TASKS } from '../tasks/candidates.js';
import type { EmailReading } from '../tasks/extract-tasks.js';
import { addressesOwner } from '../tasks/owner-filter.js';
import { senderFirstName } from '../tasks/sender-name.js';
import { tidyAction } from '../tasks/title-tidy.js';
import { detectUrgency, dueUrgency, taskPriority } from '../tasks/urgency.js';
import { latestMessage } from '../text/latest-message.js';
import { splitSentences } from '../text/sentences.js';
import type { ClassifyContext, EmailInput, Priority, ProposedTask } from '../types.js';
import { addDays, calendarDay, isoDay, safeZone } from '../util/dates.js';
import type { LlmAnswer } from './llm-answer.js';

const SUBJECT_PREFIX = /^\s*((re|fw|fwd)\s*:\s*)+/i;
const URGENCY_OF: Record<Priority, 'critical' | 'high' | 'normal' | 'low'> = { P1: 'critical', P2: 'high', P3: 'normal', P4: 'low' };

/**
 * The model's tasks through the local engine's rules: none on bulk mail or
 * for an owner who is one of a crowd and not named; short titles, one per
 * thing (duplicates merged), at most MAX_TASKS; a day the model invents
 * before the email is dropped, and a missing day is read from the email
 * before the default applies; P1 only for today, ASAP or overdue.
 */
export function postProcessTasks(answer: LlmAnswer, email: EmailInput, ctx: ClassifyContext, reading: EmailReading): ProposedTask[] {
  if (reading.bulk === 'marketing') return [];
  const body = latestMessage(email.bodyText);
  const crowd = reading.audience.role === 'cc' || reading.audience.role === 'absent';
  if (crowd && !splitSentences(body).some((s) => addressesOwner(s, reading.audience))) return [];
  const zone = safeZone(ctx.timeZone);
  const received = calendarDay(email.receivedAt, zone);
  const fallback = addDays(calendarDay(ctx.now ?? email.receivedAt, zone), LIMITS.suggestedTaskDueDays);
  const subject = (email.subject ?? '').replace(SUBJECT_PREFIX, '').trim();
  const who = senderFirstName(email.fromName, email.fromAddress) ?? 'the sender';
  const seen = new Set<string>();
  const kept = answer.proposed_tasks
    .map((t) => ({ ...t, title: tidyAction(t.title, who) }))
    .filter((t) => t.title && !seen.has(t.title.toLowerCase()) && seen.add(t.title.toLowerCase()))
    .slice(0, MAX_TASKS);
  return kept.map((t) => {
    const stated = t.due_date && !Number.isNaN(Date.parse(`${t.due_date}T00:00:00Z`)) ? new Date(`${t.due_date}T00:00:00Z`) : null;
    const modelDay = stated && stated >= received ? stated : null;
    const read = modelDay ? null : emailDue(subject, body, email.receivedAt, zone, null, kept.length === 1);
    const day = modelDay ?? read?.day ?? null;
    // The model's P1 stands only on urgency words of the task or subject; otherwise the day decides.
    const said = URGENCY_OF[t.priority];
    const words = said === 'critical' && detectUrgency(t.title, t.description, subject) !== 'critical' ? 'high' : said;
    const urgency = dueUrgency(words, day, received);
    return {
      title: t.title,
      description: t.description,
      priority: taskPriority(urgency, ctx.style ?? DEFAULT_TASK_STYLE, null),
      dueDate: isoDay(day ?? fallback),
      dueSource: day ? 'email' : 'default',
      confidence: LIMITS.suggestedTaskConfidence,
      sentence: t.title,
    } satisfies ProposedTask;
  });
}

/** The model's judgement, except where the sender cannot or need not be answered. */
export function postProcessReply(
  answer: LlmAnswer,
  email: EmailInput,
  reading: EmailReading,
): { replyNeeded: boolean; replyReason: string } {
  if (NO_REPLY_SENDER.test(email.fromAddress ?? '')) return { replyNeeded: false, replyReason: 'Sender does not read replies' };
  if (reading.bulk === 'marketing') return { replyNeeded: false, replyReason: 'Newsletter or bulk mail' };
  if (reading.bulk === 'automated') return { replyNeeded: false, replyReason: 'Automated notification' };
  if (answer.reply_needed === undefined) return replyDecision(email, reading);
  return {
    replyNeeded: answer.reply_needed,
    replyReason: answer.reply_reason?.trim() || (answer.reply_needed ? 'Asks you something' : 'For your information'),
  };
}
