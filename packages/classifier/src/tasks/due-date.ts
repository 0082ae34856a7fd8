import * as chrono from 'chrono-node';
import { addDays, calendarDay, offsetMinutes } from '../util/dates.js';
import { remembered } from '../util/recent.js';

/** Phrases chrono does not read, as days from the received day (end of week: the coming Friday). */
const END_OF_DAY = /\b(end of (the )?(business )?day|eod|cob|close of business|by tonight)\b/i;
const END_OF_WEEK = /\b(end of (the |this )?week|eow)\b/i;
/** "this week" asks for it before the week is out: its Friday, not the day the email came. */
const THIS_WEEK = /^(by |before |during |in |within )?this week$/i;
const END_OF_NEXT_WEEK = /\bend of next week\b/i;
/** "before the 15th": a day of the month on its own; "on Monday the 7th": the weekday names the same day, the number pins it. */
const ORDINAL_DAYS =
  /\b(by|before|on|until|till|for|(?:mon|tues|wednes|thurs|fri|satur|sun)day,?)\s+the\s+(\d{1,2})(st|nd|rd|th)\b(\s+of\s+next\s+month)?/gi;

/**
 * chrono costs up to a millisecond per sentence; most requests name no date,
 * so it runs only on a date-shaped number (5/20, 3pm, 10:30, the 15th), a
 * weekday or month name (the modal "may" only in date company: "May 3", "in
 * May") or a relative day word.
 */
const MAY_HOLD_DATE = new RegExp(
  [
    String.raw`\b\d{1,4}[/.-]\d{1,2}`,
    String.raw`\b\d{1,2}(:\d{2})?\s*(am|pm|a\.m|p\.m)\b`,
    String.raw`\b\d{1,2}:\d{2}\b`,
    String.raw`\b\d{1,2}(st|nd|rd|th)\b`,
    String.raw`\b(mon|tues|tue|wednes|wed|thurs|thu|fri|satur|sat|sun)(day)?\b`,
    String.raw`\b(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d`,
    String.raw`\b\d{1,2}(st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\b`,
    String.raw`\b(january|february|march|april|june|july|august|september|october|november|december)\b`,
    String.raw`\bmay\s+\d|\b(in|by|on|until|before|after|of|mid|early|late)[\s-]+may\b`,
    String.raw`\b(today|tomorrow|tonight|noon|midnight|weekend|next\s+\w+|this\s+(week|month|morning|afternoon|evening)|end\s+of|\d+\s+(days?|weeks?|months?|hours?)|(a|one|two|three|four|few)\s+(days?|weeks?|months?|hours?))\b`,
  ].join('|'),
  'i',
);

/** "revert by tmrw": tomorrow as it is typed in a hurry, read (and cut from a title) as "tomorrow". */
export const hurried = (text: string) => text.replace(/\b(?:tmrw|tmrow|tmr|tmw|2moro|2morrow|tomorow|tommorow|tommorrow)\b/gi, 'tomorrow');
/** "before 3", "by 5 today": a bare hour where a deadline goes, with nothing after it that counts something else. */
const BARE_HOUR =
  /\b(before|by|until|till)\s+([1-9]|1[0-2])(?=\s*(?:[.,;!?]|$|\s+(?:today|tonight|tomorrow|about|so|if|please|and\s+(?:let|tell|call|send))\b))/i;
const DAY_MON_YEAR = /\b(\d{1,2})\/(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\/(\d{2}|\d{4})\b/gi;
const PAST_PART = /^(this|earlier this)\s+morning$|^earlier today$/i;
const PAST_TENSE =
  /\b(have|has|had|'ve)\s+(already\s+)?\w+(ed|ent|t)\b|\b(sent|received|spoke|talked|met|called|signed|emailed|was|were)\b/i;
/**
 * "Would you have 15 minutes", "it takes 3 days": a length of time, not a point in it ("in 15 minutes" is one).
 * chrono also reads "book a room for the day" as tomorrow.
 */
const BARE_DURATION = /^(a|an|one|two|three|four|five|few|\d+)\s+(seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?)$|^the\s+day$/i;
const PHONE = /\+?\d[\d\s().-]{6,}\d/g;
const isPhone = (m: string) => m.replace(/\D/g, '').length >= 7 && !/^\d{4}-\d{1,2}-\d{1,2}$/.test(m.trim());

/**
 * "which was due on November 15", read on November 30: chrono looks forward and finds next year's,
 * but a month and day without a year that fell in the last few weeks is history, not a deadline
 * eleven months away.
 */
const RECENT_PAST_DAYS = 60;
const lately = (day: Date, received: Date) => {
  const yearBefore = new Date(Date.UTC(day.getUTCFullYear() - 1, day.getUTCMonth(), day.getUTCDate()));
  const ago = (received.getTime() - yearBefore.getTime()) / 86_400_000;
  return ago > 0 && ago <= RECENT_PAST_DAYS;
};

/** A day named apart from its hour is taken for the hour's day only within this many days ("2/23-29" is no year 2029). */
const NEAR_DAYS = 60;
const DAY_SAID = /^(?:on\s+)?(?:today|tonight|tomorrow|(?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?!\s*[-–])|\d)/i;

const fridayOnOrAfter = (day: Date) => addDays(day, (5 - day.getUTCDay() + 7) % 7);

function ordinalDay(match: RegExpExecArray, received: Date): Date | null {
  const dom = Number(match[2]);
  if (dom < 1 || dom > 31) return null;
  for (let m = match[4] ? 1 : 0; m < 3; m++) {
    const y = received.getUTCFullYear();
    const candidate = new Date(Date.UTC(y, received.getUTCMonth() + m, dom));
    if (candidate.getUTCDate() === dom && candidate >= received) return candidate;
  }
  return null;
}

/** A due day and the words that said it (so a title can drop "by Friday" once the date is set). */
/** timeOnly: a time of day with no day ("at 9am"), read as the received day unless the context names one. */
export type DueMention = { day: Date; text: string; timeOnly?: boolean };

function parseWithChrono(sentence: string, receivedAt: Date, timeZone: string) {
  const ref = { instant: receivedAt, timezone: offsetMinutes(receivedAt, timeZone) };
  // Phone numbers read as times ("call us at 1-800-...") are blanked, keeping offsets.
  const masked = sentence.replace(PHONE, (m) => (isPhone(m) ? ' '.repeat(m.length) : m));
  // "which I have sent for e-signature this morning": a part of the day already gone names no deadline.
  // "Can you call me this morning?" is still a deadline.
  const past = PAST_TENSE.test(sentence);
  return chrono
    .parse(masked, ref, { forwardDate: true })
    .filter(
      (r) =>
        !(past && PAST_PART.test(r.text)) &&
        !BARE_DURATION.test(r.text.trim()) &&
        !notNow(masked, r) &&
        !movedTo(masked, r) &&
        !doneOn(masked, r),
    );
}

/** "the revised budget I sent on Monday", "it was signed on Friday": the day a thing was done is history, whichever way chrono reads it. */
const doneOn = (text: string, r: chrono.ParsedResult) =>
  /\b(?:i|we|you|he|she|they|was|were|had|has|have)\s+(?:just\s+|already\s+)?(?:sent|received|signed|emailed|e-mailed|submitted|shared|forwarded|mentioned|discussed|agreed|held|met|spoke|called|gave|posted|uploaded|approved|paid|ordered|delivered|started|began|launched|left)\s+(?:(?:it|this|that|them|you|me|us|over|out|back|in)\s+)?(?:on\s+)?$/i.test(
    text.slice(0, r.index),
  );

/** "Let's leave it as is for now": "now" after "for", "until", "by" or "as of" names no day. */
const notNow = (text: string, r: chrono.ParsedResult) =>
  /^now$/i.test(r.text.trim()) && /\b(for|until|till|by|as of|from|just)\s*$/i.test(text.slice(0, r.index));

/** "Can the start date move to 4 January?": the day a thing would move to is what is asked about, not a deadline. */
const movedTo = (text: string, r: chrono.ParsedResult) =>
  /\b(?:move|moved|moving|push|pushed|shift|shifted|postpone|postponed|delay|delayed|bring|brought)\s+(?:\w+\s+){0,2}?(?:back\s+|forward\s+)?to\s*$/i.test(
    text.slice(0, r.index),
  );

/** "in May" is a period, not a deadline: the first mention that names a day or a time ("for November by Friday" is Friday). */
const firstPoint = (found: chrono.ParsedResult[]) =>
  found.find((r) => r.start.isCertain('day') || r.start.isCertain('weekday') || !r.start.isCertain('month'));

function findDay(sentence: string, receivedAt: Date, received: Date, timeZone: string): DueMention | null {
  for (const re of [END_OF_NEXT_WEEK, END_OF_WEEK]) {
    const m = re.exec(sentence);
    if (m) return { day: addDays(fridayOnOrAfter(received), re === END_OF_WEEK ? 0 : 7), text: m[0] };
  }
  // "The tender closes on the 15th, so by the 10th would be great": the day it is wanted by, when one is.
  const ordinals = [...sentence.matchAll(ORDINAL_DAYS)];
  const ordinal = ordinals.find((m) => /^(by|before|until|till)$/i.test(m[1]!)) ?? ordinals[0];
  if (ordinal) {
    const day = ordinalDay(ordinal, received);
    return day && { day, text: ordinal[0] };
  }
  const results = MAY_HOLD_DATE.test(sentence) ? parseWithChrono(sentence, receivedAt, timeZone) : [];
  const first = firstPoint(results);
  // "cover my 9am client call tomorrow": the hour and the day apart, the day is the one named.
  const timeOnly = first && !(first.start.isCertain('day') || first.start.isCertain('weekday')) && first.start.isCertain('hour');
  // A day said as one (not "the weekend", not "Monday-Friday" opening hours) and near.
  const dayOfHour = (r: chrono.ParsedResult) =>
    r !== first &&
    !r.end &&
    DAY_SAID.test(r.text.trim()) &&
    (r.start.isCertain('day') || r.start.isCertain('weekday')) &&
    r.start.date().getTime() - received.getTime() <= NEAR_DAYS * 86_400_000;
  const found = (timeOnly && results.find(dayOfHour)) || first;
  if (found) {
    const start = found.start;
    const dayNamed = start.isCertain('day') || start.isCertain('weekday');
    // "at 3pm" is a time on the day the email came.
    if (THIS_WEEK.test(found.text.trim())) return { day: fridayOnOrAfter(received), text: found.text };
    // "within 5 days of your return": counted from a day the email does not give, not from today.
    if (/^(within|in)\b/i.test(found.text) && /^\s+(of|after|from|following)\s/i.test(sentence.slice(found.index + found.text.length)))
      return null;
    // The day as written ("5pm PT tomorrow" is tomorrow, wherever the owner reads it), in the owner's
    // zone when the sentence names none (chrono reads it against the owner's offset).
    const day = dayNamed ? new Date(Date.UTC(start.get('year')!, start.get('month')! - 1, start.get('day')!)) : received;
    if (start.isCertain('month') && !start.isCertain('year') && lately(day, received)) return null;
    if (!dayNamed && start.isCertain('hour')) return { day, text: found.text, timeOnly: true };
    // A weekday named on that same weekday with no time ("Book a room for Monday", "before Monday",
    // written on a Monday) is the one to come: the same day is said "today", or "this Monday".
    const thisOne = /\bthis\s*$/i.test(sentence.slice(0, found.index)) || /^this\b/i.test(found.text);
    if (
      !thisOne &&
      start.isCertain('weekday') &&
      !start.isCertain('day') &&
      !start.isCertain('hour') &&
      day.getTime() === received.getTime()
    )
      return { day: addDays(day, 7), text: found.text };
    return { day, text: found.text };
  }
  const eod = END_OF_DAY.exec(sentence);
  return eod && { day: received, text: eod[0] };
}

/**
 * The explicit due day a sentence names, read relative to the day the email
 * was received in the user's zone, or null. "before X" is due X: the day a
 * reader puts in the calendar, and the day TRIAGE-LABELS.md labels.
 * Dates before the received day are history, not deadlines.
 *
 * The last answers are kept, by sentence, instant and zone: an email's sentence is read for its date
 * several times (as a candidate request, for its task, for the email's deadline), and chrono is the
 * engine's most expensive step. Callers never change a DueMention, so one can be handed out again.
 */
export const explicitDue: (sentence: string, receivedAt: Date, timeZone: string) => DueMention | null = remembered(
  readDue,
  256,
  (sentence, receivedAt, timeZone) => `${receivedAt.getTime()} ${timeZone} ${sentence}`,
);

function readDue(sentence: string, receivedAt: Date, timeZone: string): DueMention | null {
  const received = calendarDay(receivedAt, timeZone);
  // Issue trackers write "Due: 04/Dec/26"; chrono reads "Dec 04 2026".
  const written = hurried(sentence)
    .replace(DAY_MON_YEAR, (_, d: string, mon: string, y: string) => `${mon} ${d} ${y.length === 2 ? `20${y}` : y}`)
    // "by the first of the month" is the next 1st.
    .replace(/\bthe first of (?:the|this|next) month\b/i, 'the 1st of next month')
    // "call me back before 3": an hour of the working day, the afternoon's when it is 1 to 6.
    .replace(BARE_HOUR, (_, word: string, hour: string) => `${word} ${hour} ${Number(hour) >= 7 && Number(hour) <= 11 ? 'am' : 'pm'}`)
    // "by mid-December" is its 15th.
    .replace(/\bmid[- ]?(january|february|march|april|may|june|july|august|september|october|november|december)\b/i, '$1 15');
  const found = findDay(written, receivedAt, received, timeZone);
  return found && found.day >= received ? found : null;
}
