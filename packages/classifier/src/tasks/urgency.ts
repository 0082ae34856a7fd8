import type { TaskStyle } from '@triage/contracts';
import type { Priority } from '../types.js';
import { addDays } from '../util/dates.js';

export type Urgency = 'low' | 'normal' | 'high' | 'critical';

const CRITICAL =
  /\b(urgent(ly)?|asap|a\.s\.a\.p|as soon as possible|immediately|right away|critical|emergency|top priority|without delay)\b/i;
const HIGH =
  /\b(important|high priority|priority|time[- ]sensitive|deadline|today|tonight|this morning|this afternoon|end of (the )?(business )?day|eod|cob|close of business|by tomorrow|tomorrow morning|soon|quickly|promptly|at the earliest)\b/i;
const LOW =
  /\b(when(ever)? you (get|have) (a )?(chance|moment|minute|time)|no rush|no hurry|no pressure|not urgent|low priority|at your (convenience|leisure)|whenever|when convenient|if you have time|eventually|(entirely |totally |completely )?optional|if you'?re (interested|up for it))\b/i;

/** Reads the urgency words of the request (and the subject, where "URGENT:" usually sits). */
export function detectUrgency(...texts: string[]): Urgency {
  const text = texts.join('\n');
  if (LOW.test(text) && !CRITICAL.test(text)) return 'low';
  if (CRITICAL.test(text)) return 'critical';
  if (HIGH.test(text)) return 'high';
  return 'normal';
}

const RANK: Record<Priority, number> = { P1: 1, P2: 2, P3: 3, P4: 4 };

/** The user's urgency map decides the priority; a tagging rule's priority is a floor, never lowered. */
export function taskPriority(urgency: Urgency, style: TaskStyle, rulePriority: Priority | null): Priority {
  const mapped = style.urgencyMap[urgency] as Priority;
  if (!rulePriority) return mapped;
  return RANK[rulePriority] < RANK[mapped] ? rulePriority : mapped;
}

/**
 * Priority follows the stated deadline: due on the email's day (or overdue)
 * is critical, the next day high; urgency words ("ASAP", "urgent") decide
 * otherwise, and "no rush" lowers.
 */
export function dueUrgency(words: Urgency, dueDay: Date | null, received: Date): Urgency {
  if (dueDay && dueDay.getTime() <= received.getTime()) return 'critical';
  if (dueDay && dueDay.getTime() <= addDays(received, 1).getTime() && (words === 'normal' || words === 'low')) return 'high';
  return words;
}
