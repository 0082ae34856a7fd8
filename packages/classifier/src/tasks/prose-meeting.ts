import * as chrono from 'chrono-node';
import { splitSentences } from '../text/sentences.js';
import { calendarDay, offsetMinutes } from '../util/dates.js';

/**
 * A meeting the owner is expected at, announced in prose rather than with an
 * invitation: "you are scheduled to interview for the Trading Track Thursday,
 * November 1st", "The below interviews have been rescheduled ... to Thursday,
 * November 1", "This is to verify our meetings tomorrow", "is stopping by
 * tomorrow @ 3:00 ... let me know if you can attend", "I want to remind you about our
 * All-Employee Meeting this Tuesday ... I encourage each of you to attend", "Our IT group has made arrangements for us to see ... on
 * Tuesday at 8 a.m.", a "Save the Date!" subject. Colleagues set up interviews, visits and conferences this way;
 * the reader puts them in the calendar, which is the task.
 */
const ATTEND_CUE = new RegExp(
  [
    String.raw`\bmark your calendars?\b`,
    String.raw`\bsave the date\b`,
    String.raw`\byou(\s+are|\s*['’]re)\s+(scheduled|invited|expected|booked)\s+to\b`,
    // "You're booked on the fire warden training next Tuesday", "You are registered for the workshop".
    String.raw`\byou(\s+are|\s*['’]re|\s+have\s+been|\s*['’]ve\s+been)\s+(booked|registered|enrolled|signed\s+up|scheduled)\s+(on|onto|for|in)\b`,
    String.raw`\b(please|plan to|be sure to)\s+(attend|join us)\b`,
    String.raw`\b(have|has)\s+been\s+(re)?scheduled\b`,
    String.raw`\b(have|has)\s+been\s+(moved|postponed|pushed|brought forward|changed)\s+to\b`,
    String.raw`\b(hope|hoping)\s+(you\s+)?(can|will|'ll)\s+(make it|join us|attend|come)\b`,
    String.raw`\b(verify|confirm)\s+(our|the|your)\s+(meetings?|interviews?|call)\b`,
    String.raw`\bis\s+stopping\s+by\b`,
    String.raw`\bif\s+you\s+(can|could|will be able to)\s+(attend|make it|join)\b`,
    String.raw`\b(will|would|can|could)\s+you\s+(be able to\s+)?(attend|make it|join us)\b`,
    String.raw`\b(encourage|urge|invite|expect)\s+(each|all|every one|everyone)?\s*(of\s+)?you\s+to\s+(attend|join)\b`,
    String.raw`\b(made|making)\s+arrangements\s+for\s+(us|you|everyone|all of us)\s+to\s+(see|attend|join|view|watch|hear)\b`,
    String.raw`\bremind\s+you\s+(about|of)\s+(our|the|your|this|tomorrow's|today's)\b`,
  ].join('|'),
  'i',
);
/** What one attends: a cue sentence must also name one, or the subject must. */
const GATHERING =
  /\b(meetings?|interview(s|ing)?|conference|call|session|presentation|lunch|dinner|visit|stopping by|training|orientation|seminar|workshop|panel|review|save the date)\b/i;
const MOVED = /\b(re-?scheduled|moved|postponed|changed|shifted|pushed)\s+from\b.*?\bto\b/i;
/** chrono moves a passed date ("Monday, July 2" in August) into next year; announcements come weeks ahead, not a year. */
const MAX_AHEAD_DAYS = 180;
const PART_OF_DAY = /\s+in the (morning|afternoon|evening)\b/gi;
/** The sentences an announcement opens with carry its cue; later ones are the details. */
const MAX_SENTENCES = 8;

/** `named`: the event as the cue sentence names it ("the fire warden training"), when it does. */
export type ProseMeeting = { day: Date; sentence: string; named?: string };
/** "booked on the fire warden training next Tuesday": the event named after the booking. */
const BOOKED_ON =
  /\b(?:booked|registered|enrolled|signed\s+up|scheduled)\s+(?:on|onto|for|in)\s+((?:the|a|an|our|your)\s+[\w'-]+(?:\s+[\w'-]+){0,4}?\s+(?:training|course|workshop|session|seminar|orientation|induction|webinar|briefing|meeting|interview|class|exam|test))\b/i;

/** "Please let me know by Friday if you can make it": the day the answer is wanted, not the day of the event. */
const ANSWER_BY =
  /\b(let\s+(?:me|us)\s+know|rsvp|reply|respond|confirm)\s+(?:by|before|no later than)\s+[^,.;]+?(?=\s+(?:if|whether|so)\b|[,.;]|$)/gi;

/** The first day named on or after the email's day: "rescheduled from Monday, October 29 to Thursday, November 1" is the 1st. */
function firstComingDay(text: string, sentAt: Date, zone: string, received: Date): Date | null {
  // "moved from Monday, October 29 to Thursday, November 1": the new day is the one to attend.
  const moved = MOVED.exec(text);
  // chrono reads "November 1 in the afternoon" as a time of day and loses the date; the part of day says nothing of the day.
  const plain = (moved ? text.slice(moved.index + moved[0].length) : text).replace(PART_OF_DAY, '').replace(ANSWER_BY, '$1');
  for (const found of chrono.parse(plain, { instant: sentAt, timezone: offsetMinutes(sentAt, zone) }, { forwardDate: true })) {
    if (!(found.start.isCertain('day') || found.start.isCertain('weekday'))) continue;
    const day = calendarDay(found.start.date(), zone);
    if (day >= received && day.getTime() - received.getTime() <= MAX_AHEAD_DAYS * 86_400_000) return day;
  }
  return null;
}

export function proseMeeting(subject: string, body: string, sentAt: Date, zone: string): ProseMeeting | null {
  const received = calendarDay(sentAt, zone);
  const sentences = splitSentences(body).slice(0, MAX_SENTENCES);
  const subjectCue = ATTEND_CUE.test(subject);
  for (const [i, sentence] of sentences.entries()) {
    if (!ATTEND_CUE.test(sentence) || !(GATHERING.test(sentence) || GATHERING.test(subject))) continue;
    // The day sits in the cue sentence, the one before it ("... is stopping by tomorrow @ 3:00. Please let me know if you can attend."), or the subject.
    for (const text of [sentence, sentences[i - 1] ?? '', subject]) {
      const day = text ? firstComingDay(text, sentAt, zone, received) : null;
      const named = BOOKED_ON.exec(sentence)?.[1]?.replace(/^(?:a|an|your)\b/i, 'the');
      if (day) return { day, sentence, ...(named ? { named } : {}) };
    }
  }
  if (subjectCue) {
    const day = firstComingDay(sentences.join(' '), sentAt, zone, received);
    if (day) return { day, sentence: subject };
  }
  return null;
}
