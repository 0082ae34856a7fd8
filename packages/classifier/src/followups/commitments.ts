import { explicitDue } from '../tasks/due-date.js';
import { calendarDay } from '../util/dates.js';
import { latestMessage } from '../text/latest-message.js';
import { splitSentences } from '../text/sentences.js';

/** A promise the user made in mail they sent: what they will do and the day they said. */
export type Commitment = { title: string; due: Date; dueText: string; sentence: string };

/**
 * "I'll", "I will", "we'll", "I'm going to", optionally softened ("I'll also", "I will try to"),
 * then the verb. Captures the verb phrase that becomes the task title.
 */
const PROMISE =
  /\b(?:i|we)\s*(?:'ll|’ll| will| shall|'m going to|’m going to| am going to|'re going to| are going to)\s+(?:(?:also|definitely|certainly|then|just|try to|make sure to|be sure to)\s+)*([a-z][a-z'-]*)\b(.*)$/i;

/**
 * Verbs after "I will" that state a fact about the writer rather than something to do ("I will be
 * out of the office", "we will see", "I'll need ..."), and words that show the match was not a
 * verb ("I'm going to a party").
 */
const NOT_ACTIONS = new Set([
  'be',
  'not',
  'never',
  'see',
  'need',
  'want',
  'miss',
  'assume',
  'probably',
  'likely',
  'still',
  'always',
  'a',
  'an',
  'the',
  'my',
  'your',
  'our',
  'this',
  'that',
  'it',
  'there',
  'here',
  'keep',
  'wait',
  'lose',
  'win',
  'continue',
]);

/** Offers and hypotheticals are not promises: "If you want, I'll ...", "I would ...", questions. */
const CONDITIONAL =
  /^(?:\W*)(?:if|when|unless|once|should|in case)\b|\bif\s+(?:you|i|we|they|he|she|it|your)\b[^,]*,\s*(?:then\s+)?(?:i|we)\b/i;

const MAX_TITLE = 80;

/**
 * The due-date reader hands "the end of the day" to chrono, which reads "the day" as tomorrow; a
 * promise for the end of the day is due the day it was written.
 */
const END_OF_DAY = /\b(?:by|before|at|until)?\s*(?:the\s+)?(?:end of (?:the |to)?day|close of business|eod|cob|tonight)\b/i;

/**
 * The commitments with a day in the latest message of a sent email (the quoted thread below it is
 * someone else's text). A promise with no day is left out: it would become a task due never,
 * which is the inbox's job, not a task list's. The day is read as the request detector's due-date
 * reader reads deadlines, relative to the day the mail was sent in the user's zone.
 */
export function extractCommitments(body: string, sentAt: Date, timeZone: string, recipientName: string | null = null): Commitment[] {
  const out: Commitment[] = [];
  const seen = new Set<string>();
  for (const sentence of splitSentences(latestMessage(body))) {
    if (sentence.endsWith('?') || CONDITIONAL.test(sentence)) continue;
    const clause = lastPromiseClause(sentence);
    if (!clause) continue;
    const match = PROMISE.exec(clause);
    if (!match) continue;
    const verb = match[1]!.toLowerCase();
    if (NOT_ACTIONS.has(verb)) continue;
    const eod = END_OF_DAY.exec(clause);
    const due = eod ? { day: calendarDay(sentAt, timeZone), text: eod[0].trim() } : explicitDue(clause, sentAt, timeZone);
    if (!due) continue;
    const title = toTitle(`${verb}${match[2] ?? ''}`, due.text, recipientName);
    if (!title || seen.has(title.toLowerCase())) continue;
    seen.add(title.toLowerCase());
    out.push({ title, due: due.day, dueText: due.text, sentence });
  }
  return out;
}

/** "I have to set it up - i'll have it done before the end of the day": the promise is the part after the dash. */
function lastPromiseClause(sentence: string): string | null {
  const parts = sentence.split(/\s[-–—]\s|;\s|,\s(?:but|and|so)\s|\s(?:but|and so)\s/i);
  for (let i = parts.length - 1; i >= 0; i--) if (PROMISE.test(parts[i]!)) return parts[i]!;
  return null;
}

function toTitle(phrase: string, dueText: string, recipientName: string | null): string {
  const who = recipientName?.trim().split(/\s+/)[0] ?? null;
  let text = phrase.replace(dueText, ' ');
  // Due words the date already says, and trailing politeness.
  text = text
    .replace(/\b(?:by|before|on|until|no later than|at the latest)\s*$/i, ' ')
    .replace(/\s+(?:by|before|on)\s+(?=[,.;!]|$)/gi, ' ')
    .replace(/[.!,;:\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (who) text = text.replace(/\byour\b/gi, `${who}'s`).replace(/\byou\b/gi, who);
  if (!text) return '';
  const titled = text[0]!.toUpperCase() + text.slice(1);
  return titled.length > MAX_TITLE ? `${titled.slice(0, MAX_TITLE - 1).trimEnd()}…` : titled;
}
