import { splitSentences } from '../text/sentences.js';
import type { DueMention } from './due-date.js';
import { startsWithImperative } from './imperative-verbs.js';

/**
 * An instruction an organisation gives all its staff with a deadline ("Please log off of your machines
 * tonight", "Then, complete the attached Certification and return it ... no later than February 11")
 * binds each reader, the owner among them, however many others it went to. An optional call to action
 * ("register by Friday if you are interested") or a deadline without an instruction does not.
 */
const HARD_DEADLINE =
  /\b(no later than|not later than|by tonight|by (the )?(end|close) of|by (today|tomorrow|noon|midnight|\d|(mon|tues|wednes|thurs|fri|satur|sun)day|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/i;
/** "Please log off of your machines tonight": tonight is a deadline when the step is asked for in so many words. */
const PLEASE_TONIGHT = /^Please\b.*\btonight\b/i;
const OPTIONAL =
  /\b(if|should you|interested|would like|wish(es)?|welcome|encouraged|invited|register|sign up|rsvp|click|feel free|may(?!\s+\d)|can|could|would|want)\b/i;
/** Words that lead into the instruction without changing it. */
const LEAD_IN = /^((then|also|next|finally|and|so|now|first|second|lastly)\b,?\s*)*(please\s+|kindly\s+)?/i;

export type Instruction = { sentence: string; index: number };

export function requiredInstructions(body: string, due: (sentence: string) => DueMention | null): Instruction[] {
  const out: Instruction[] = [];
  for (const [index, written] of splitSentences(body).entries()) {
    const sentence = written.replace(LEAD_IN, (lead) => (/please|kindly/i.test(lead) ? 'Please ' : '')).trim();
    const instruction = sentence.replace(/^Please\s+/, '');
    if (
      !startsWithImperative(instruction) ||
      !(HARD_DEADLINE.test(sentence) || PLEASE_TONIGHT.test(sentence)) ||
      OPTIONAL.test(sentence) ||
      !due(sentence)
    )
      continue;
    out.push({ sentence: sentence.charAt(0).toUpperCase() + sentence.slice(1), index });
  }
  return out;
}
