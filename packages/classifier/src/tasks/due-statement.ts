import { splitSentences } from '../text/sentences.js';
import type { DueMention } from './due-date.js';
import type { ImplicitAsk } from './implicit-ask.js';
import { startsWithImperative } from './imperative-verbs.js';
import { capitalise } from '../text/capitalise.js';

/** "Your timesheet is due Friday": a day said straight after "due". */
const DAY_WORD = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|today\b|tonight\b|tomorrow\b|this\b|next\b|end\b|eod\b|cob\b|\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\b`;
/**
 * A deadline written as a statement to those who owe the thing: "August 6 - Worksheets are due to me",
 * "Your timesheets are due by Friday", "Signed forms are due back to us on the 15th". Budget calendars,
 * finance and HR deadlines are written this way, and each reader is to hand the thing in by that day.
 * What the reader is owed or pays is not handed in ("Payment is due on receipt", "the refund is due"),
 * and "due to" a cause or a coming event is no deadline ("The delay is due to the storm"). A deadline that names
 * neither the reader's things ("your") nor who collects them ("to me", "to Rick") is news about someone else's
 * process ("Comments are due on June 27" in a regulatory update).
 */
const DUE_STATEMENT = new RegExp(
  String.raw`(?:^|\s[-–:]\s+|\b(?:reminder|remind you|note) that\s+)(?<thing>(?:(?:the|your|all|completed|signed|final)\s+)*(?:[\p{L}\d][\p{L}\d/&'-]*\s+){0,3}?[\p{L}\d][\p{L}\d/&'-]*)\s+(?:is|are)\s+(?:now\s+)?due\s+(?:back\s+)?(?<to>to\s+(?:me|us|\p{Lu}\p{Ll}+)\b)?(?=\s*(?:[,.;]|by\b|on\b|before\b|no later\b|$|${DAY_WORD}))`,
  'iu',
);
/** "Draft due to me Wednesday noon": the same in shorthand, the thing and whom it goes to said. */
const SHORTHAND_DUE =
  /^(?<thing>(?:(?:the|your|first|final|rough)\s+)*[\p{L}\d][\p{L}\d/&'-]*)\s+due\s+(?:back\s+)?(?<to>to\s+(?:me|us|\p{Lu}\p{Ll}+)\b)/iu;
/**
 * "Reminder that timesheets for November must be submitted by Friday noon": the same deadline in the
 * passive, the verb said. It binds the reader when the things are theirs, when it reminds, or when
 * the mail greets a group the reader is in ("Team,", "Hi all").
 */
const MUST_BE_DONE = new RegExp(
  String.raw`^(?<thing>(?:(?:the|your|all)\s+)*(?:[\p{L}\d][\p{L}\d/&'-]*\s+){0,4}?[\p{L}\d][\p{L}\d/&'-]*)\s+(?:must|need to|needs to|should|have to|has to)\s+be\s+(?<verb>submitted|completed|returned|signed|filed|entered|uploaded|sent(?: in)?|handed in|turned in)\s+(?:(?<where>(?:in|via|through|on)\s+\p{Lu}[\p{L}\d-]*)\s+)?(?=by\b|before\b|no later\b|on\b)`,
  'iu',
);
const REMINDER_LEAD =
  /^(?:(?:hi|hello)\s+\p{L}+,\s*)?(?:(?:just\s+)?a\s+(?:quick\s+|friendly\s+)?)?(?:reminder|remind you|(?:please\s+)?note)\s+that\s+|^(?:hi|hello)\s+\p{L}+,\s*/iu;
/** "Everyone on site must complete the new safety induction by December 14": a step every reader owes by a day. */
const EVERYONE_MUST =
  /^(?:(?:all|everyone|everybody|each of you|all of you|all staff|all employees)(?:\s+(?:on site|in the team|in the office|on the team|here))?)\s+(?:must|needs? to|should|has to|have to|(?:is|are) required to)\s+(\p{Ll}+\s.+?)\s+(?=(?:by|before|no later than)\b)/iu;
const BASE_VERB: Record<string, string> = {
  submitted: 'submit',
  completed: 'complete',
  returned: 'return',
  signed: 'sign',
  filed: 'file',
  entered: 'enter',
  uploaded: 'upload',
  sent: 'send',
  'sent in': 'send in',
  'handed in': 'hand in',
  'turned in': 'turn in',
};
const TO_A_GROUP = /^\s*(?:(?:hi|hello|dear)\s+)?(?:team|all|everyone|everybody|folks|colleagues)\b/i;
const OWED_TO_READER =
  /^(?:the\s+|your\s+)?(?:payment|payments|invoice|invoices|bill|bills|rent|fee|fees|balance|amount|refund|rebate|retainer|deposit|premium|dues|interest|it|this|that|these|those|they|which|what|nothing|something|everything|who|he|she|we|i|you)$/i;
const MAX_SENTENCES = 15;

export function dueStatements(body: string, who: string, due: (sentence: string) => DueMention | null): ImplicitAsk[] {
  const out: ImplicitAsk[] = [];
  splitSentences(body)
    .slice(0, MAX_SENTENCES)
    .forEach((sentence, index) => {
      const everyone = EVERYONE_MUST.exec(sentence.replace(REMINDER_LEAD, ''));
      if (everyone && startsWithImperative(everyone[1]!) && due(sentence)) {
        out.push({ sentence, index, title: capitalise(everyone[1]!) });
        return;
      }
      const must = MUST_BE_DONE.exec(sentence.replace(REMINDER_LEAD, ''));
      if (must) {
        const thing = must.groups!.thing!.replace(/^(\p{Lu})(?=\p{Ll})/u, (c) => c.toLowerCase());
        const binds = /^your\s/i.test(thing) || /\b(reminder|remind you|note) that\b/i.test(sentence) || TO_A_GROUP.test(body);
        if (!binds || OWED_TO_READER.test(thing) || !due(sentence)) return;
        const base = BASE_VERB[must.groups!.verb!.toLowerCase()]!;
        const object = /^(the|your)\s/i.test(thing) ? thing : `the ${thing.replace(/^all\s+/i, '')}`;
        // "... need to be completed in Workday by 11 December": where it is done stays in the title.
        const where = must.groups!.where ? ` ${must.groups!.where}` : '';
        out.push({ sentence, index, title: `${capitalise(base)} ${object}${where}` });
        return;
      }
      const m = DUE_STATEMENT.exec(sentence) ?? SHORTHAND_DUE.exec(sentence);
      if (!m || OWED_TO_READER.test(m.groups!.thing!) || !due(sentence)) return;
      // The case-insensitive match lets "to them" through as a name; a person is written with a capital.
      const named = m.groups!.to && (/^to\s+(me|us)$/i.test(m.groups!.to) || /^to\s+\p{Lu}\p{Ll}+$/u.test(m.groups!.to));
      const to = named ? m.groups!.to!.replace(/^to\s+(me|us)$/i, `to ${who}`) : null;
      if (!to && !/^your\s/i.test(m.groups!.thing!)) return;
      const thing = m.groups!.thing!.replace(/^(\p{Lu})(?=\p{Ll})/u, (c) => c.toLowerCase());
      const object = /^(the|your)\s/i.test(thing) ? thing : `the ${thing}`;
      out.push({ sentence, index, title: `Submit ${object}${to ? ` ${to}` : ''}` });
    });
  return out;
}
