import { splitSentences } from '../text/sentences.js';
import { explicitDue, type DueMention } from './due-date.js';

/** Words that make a date in a sentence a deadline rather than history or a meeting's date. */
/**
 * Deal mail dates the signing or the closing rather than the review before it ("Our hope is to have this
 * agreement signed Thursday", "in preparation for Friday's closing"): that day is when the review is due.
 */
const DEADLINE_CUE =
  /\b(by|due|before|deadline|no later than|not later than|until|till|need(ed|s)?|asap|today|tonight|tomorrow|eod|cob|close of business|end of|latest|expire|expires|cut-?off|return|submit|send|signed|executed|closing)\b/i;
/** Opening hours ("We are open until 6:00 pm today and from 7:30 am tomorrow") say when, not by when. */
const OPENING_HOURS = /\b(?:are|is|'re)\s+open\s+(?:until|till|from|between)\b|\b(?:opening|business|office)\s+hours\b/i;
/** The sender's own next step ("I'll send a reminder next week") dates what the sender does, not the owner's task. */
const SENDERS_OWN_STEP =
  /^(?:[^,]{1,30},\s*)?(?:also,?\s+|and\s+|so\s+)?(?:i|we)(?:\s+(?:will|shall|am going to|are going to|plan to)|'ll|'m going to)\s+(?:send|circulate|forward|follow up|get back)\b/i;
/** Someone else's step ("HR will send the contract today") dates their part, not the owner's. */
const OTHERS_STEP =
  /^(?:[A-Z]{2,4}|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?|[Hh]e|[Ss]he|[Tt]hey)\s+(?:will|is going to|are going to|plans? to)\s+(?:send|circulate|forward|e-?mail|share|deliver|submit|get back)\b/;
/** "Thanks for the call today": thanks look back at what was done, not ahead to a deadline. */
const THANKS = /^(?:many\s+)?(?:thanks|thank you|thx)\b/i;
const MAX_SENTENCES = 60;
const NAMED_DAY = /\d|\b(mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;
const SPAN = /\d(st|nd|rd|th)?\s*(-|–|\bto\b|\bthrough\b|\bthru\b)\s*\d/i;

/**
 * The deadline an email states outside the request sentence itself
 * ("Please review the attached. We need comments by Friday.", a subject
 * "... - due Friday"): the first date named next to a deadline word, in the
 * subject or the body.
 */
/**
 * near: the index of the request's sentence in splitSentences(body), when it came from the body;
 * wholeEmail: false when the email gave several tasks; event: the request is to join or attend something.
 */
export function emailDue(
  subject: string,
  body: string,
  receivedAt: Date,
  zone: string,
  near: number | null = null,
  wholeEmail = true,
  event = false,
): DueMention | null {
  const sentences = splitSentences(body).slice(0, MAX_SENTENCES);
  // The sentences right after the request speak of its deadline before the rest do.
  const nearby =
    near === null || near < 0 ? [] : [near + 1, near + 2].filter((i) => i >= 0 && i < sentences.length).map((i) => sentences[i]!);
  // With several tasks, a date elsewhere in the email belongs to one of them, not to all.
  // An invitation to join an event ("Please Join ... for Our Carbo Load Dinner") is dated by the card's lines
  // after it ("Friday, April 14 @ 5:00pm - 7:00pm"), which need no deadline word.
  if (event) {
    for (const sentence of nearby) {
      const day = explicitDue(sentence, receivedAt, zone);
      if (day) return day;
    }
  }
  for (const sentence of [...nearby, subject, ...(wholeEmail ? sentences : [])]) {
    if (
      !sentence ||
      !DEADLINE_CUE.test(sentence) ||
      OPENING_HOURS.test(sentence) ||
      SENDERS_OWN_STEP.test(sentence) ||
      OTHERS_STEP.test(sentence) ||
      THANKS.test(sentence)
    )
      continue;
    const due = explicitDue(sentence, receivedAt, zone);
    if (due) return due;
  }
  // A subject dated ahead of the email ("EPE Lending for 9/28") names the day the matter is for, cue or not.
  // A span ("Houston Trip Nov 26-28th") is a stay, not a day.
  if (!wholeEmail || !subject || SPAN.test(subject)) return null;
  // ... when it names a day ("Weekend" or "Tomorrow" as a whole subject says when the email is about, not a date).
  const dated = explicitDue(subject, receivedAt, zone);
  return dated && NAMED_DAY.test(dated.text) ? dated : null;
}

/**
 * The day a time of day belongs to ("Can you cover the 9am standup for me?" after "I'm running late
 * tomorrow"): the sentence before the request, else the subject, when either names a day.
 */
export function dayOfTime(subject: string, body: string, receivedAt: Date, zone: string, near: number): DueMention | null {
  const before = near > 0 ? splitSentences(body)[near - 1] : undefined;
  for (const text of [before, subject]) {
    const day = text ? explicitDue(text, receivedAt, zone) : null;
    if (day && !day.timeOnly) return day;
  }
  return null;
}
