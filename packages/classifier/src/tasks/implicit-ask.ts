import { splitSentences } from '../text/sentences.js';
import { startsWithImperative } from './imperative-verbs.js';
import { invitedInput, theThing } from './invited-input.js';
import { toTaskPerson } from './person.js';
import { statementAsk } from './statement-asks.js';
import { owedByOwner } from './owed-by-owner.js';
import { planAskedAbout } from './person-in-request.js';
import { relayedAsk } from './relayed-asks.js';
import { subjectTopic, tidyAction } from './title-tidy.js';
import { capitalise } from '../text/capitalise.js';

/**
 * Asks written as statements or plain questions, which the sentence model
 * (trained on imperative requests) scores low: "We need approval by end of
 * day Thursday", "Where do the discussions with FCE stand?". Only read in
 * mail written to the owner.
 */
const NEED_NOUN = new RegExp(
  String.raw`\b(?:(?:we|i)\s+(?:really\s+|still\s+|will\s+|would\s+)?(?:need|require|await|look forward to)\s+(?:your\s+|an?\s+|the\s+)?` +
    // "Need your OK before I send it": the "I" left out.
    String.raw`|^(?:just\s+)?(?:need|require)\s+your\s+` +
    // Someone else waiting on the owner ("Kevin needs your decision today", "the bank requires your signature").
    String.raw`|(?:\p{Lu}\p{Ll}+|they|he|she)\s+(?:really\s+|still\s+)?(?:needs|requires|awaits|is waiting for|are waiting for)\s+your\s+)` +
    String.raw`(?<noun>approval|answer|decision|sign-?off|signature|comments|input|confirmation|response|feedback|go-ahead|ok|okay)\b`,
  'iu',
);
const VERB_FOR: Record<string, string> = {
  approval: 'Approve',
  'sign-off': 'Sign off on',
  signoff: 'Sign off on',
  signature: 'Sign',
  decision: 'Decide on',
  answer: 'Answer Ann about',
  comments: 'Send Ann comments on',
  input: 'Send Ann input on',
  feedback: 'Send Ann feedback on',
  confirmation: 'Confirm',
  response: 'Answer Ann about',
  'go-ahead': 'Approve',
  ok: 'Approve',
  okay: 'Approve',
};
/**
 * "We still need the updated lien waivers from Brennan Construction": told to the owner, what the sender
 * lacks from a third party is the owner's to chase.
 */
const NEED_FROM_OTHER =
  /^(?:[Ww]e|I)\s+(?:still\s+)?(?:need|require|are missing|are waiting for|are still waiting for)\s+(?<det>the\s+|an?\s+)?(?<thing>(?!you\b|your\b)[^,;]+?)\s+from\s+(?!you\b|your\b|me\b|us\b)(?<party>(?:[A-Z][\w&'.-]*\s*)+?)(?=\s+(?:for|by|before|on|so|to|and)\b|[.!]?\s*$)/;
/**
 * "Call her at 203-944-7020 and she will walk you through the capacity release process": a number given with
 * the call to make is a request, though the model reads a bare imperative with a phone number as a signature
 * line; "call me at ... if you have questions" stays an offer.
 */
const CALL_AT =
  /^(?:[Pp]lease\s+)?(?:[Cc]all|[Pp]hone|[Rr]ing|[Cc]ontact)\s+(?<who>him|her|them|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+at\s+\(?\+?\d[\d\s().-]{6,}\d\b(?<rest>.*)$/su;
const OFFER = /\b(if you (have|need|want|would like)|with (any )?questions|questions?\b)/i;
const ABOUT_CALL =
  /^\s+and\s+(?:he|she|they)\s+(?:will|can|would|'ll)\s+(?:walk you through|take you through|explain|go over|help you with)\s+(.+)$/is;
/** "Ivy's number": who a "her" of the next sentence is. */
const WHOSE_NUMBER = /\b(\p{Lu}\p{Ll}+)'s\s+(?:phone\s+|cell\s+|direct\s+)?(?:number|phone|cell|line|extension)\b/u;
/** A greeting or a name with a comma before the sentence proper. */
const GREETED = /^(?:(?:hi|hello|hey|dear)\s+)?\p{Lu}\p{Ll}+,\s+(?=\p{L})/iu;
/**
 * "I was wondering whether you'd be available ...", "I would like to know if you are available Tuesday" (a
 * French turn): a question put as a statement ("if you could send ..." is a framed ask the detector reads).
 */
const WONDERING =
  /^(?:i|we)\s+(?:(?:was|were|am|are)\s+(?:just\s+)?wondering|(?:would|'d)\s+(?:like|love)\s+to\s+know|wanted\s+to\s+know|want\s+to\s+know)\s+(?:whether|if)\s+(?<q>you(?:'d|'re|\s+(?:are|were|would be|have|had|might be))\s+[^.!?]+?)\s*[.!?]?\s*$/iu;
/** A question put to anyone at all ("Does anyone know who merged ...?") is answered by whoever knows. */
export const ASKED_OF_ANYONE = /^(does\s+|do\s+)?(anyone|anybody|someone|somebody|any of you)\s+(know|have|remember|got|seen|happen)\b/i;
/** Wonder, not a question to answer: "Can you believe it?". */
export const RHETORICAL = /^(can|could|would)\s+you\s+(believe|imagine)\b/i;
/** A question worth an answer: at least a few words, not a rhetorical tag ("right?", "isn't it?") or wonder. */
const TAG = /\b(right|isn'?t it|don'?t you think|who knows|why not)\?\s*$/i;
const isRealQuestion = (s: string) => !TAG.test(s) && !RHETORICAL.test(s) && !ASKED_OF_ANYONE.test(s) && /^.{15,}\?\s*$/.test(s);
const ASIDE_AFTER_QUESTION = /\?\s*\([^()]*\)[.\s]*$/;
/**
 * "Kathy asked that we update our EPE distribution list": an ask relayed to the reader (a manager's or a
 * client's request passed on to the team) is the reader's, in the imperative ("Update your EPE distribution list").
 */
const RELAYED =
  /^(?!(?:We|I|You)\b)(?:\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?|[Tt]hey|[Ss]he|[Hh]e|[Mm]anagement|[Tt]he client)\s+(?:has\s+|have\s+)?(?:asked|requested)\s+(?:that\s+(?:we|you|everyone|each of you|all of us)\s+(?:please\s+)?|(?:us|you|everyone|each of you|all of us)\s+to\s+)(?<verb>\p{Ll}+)\b(?<rest>[^.!?]*)/u;
const MAX_SENTENCES = 15;
/** "The NDA with Contoso needs your signature": the thing waiting is what the task names. */
const THING_NEEDS =
  /^(?<thing>(?:(?:[Tt]he|[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose|[Oo]ur|[Mm]y)\s+|(?=[A-Z]{2,}\b|\S*\d))(?:[^,;]|,(?=\d))+?)\s+(?:still\s+)?(?:needs|requires|is waiting for|awaits|is awaiting|is pending)\s+your\s+(?<noun>signature|approval|review|sign-?off|comments|input|feedback)\b/;
/** "We still need your signature on the NDA": what the approval or signature is for, named after it. */
const NEED_FOR =
  /^\s+(?:on|for|of|to)\s+(?<thing>(?:the|this|that|these|those|your|our)\s+(?:[^,;.!?]|[,.](?=\d))+?)(?=\s+(?:by|before|so|today|tonight|tomorrow|this|next|no later|as soon)\b|\s*(?:[,.](?!\d)|[;!?])|\s*$)/i;
const VERB_FOR_THING: Record<string, string> = { review: 'Review' };
const PLANNED = /^(?:we|i)(?:'d|\s+would)\s+like\s+to\s+(.+?)\s*[.!]?\s*$/i;

/**
 * "The organisers need your final slides by 15 January and a short bio by the end of this week": what someone
 * else needs from the owner, each thing with its own day, sent to them. The sender's own needs are asked of
 * the owner in other ways (NEED_NOUN, the detector); "you need" is an instruction.
 */
const OTHERS_NEED =
  /^(?<party>(?:the\s+)?(?!(?:i|we|you)\b)[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:still\s+)?(?:need|needs|want|wants|require|requires)\s+(?<things>your\s+[^;!?]+?)\s*[.!]?$/iu;
const EACH_THING = /\s+and\s+(?=(?:a|an|the|your)\s)/i;
const DAY_CLAUSE = /\s+(?:by|before|no later than)\s+[^,]+$/i;
function neededOfOwner(said: string): { sentence: string; title: string }[] {
  const m = OTHERS_NEED.exec(said);
  if (!m || !DAY_CLAUSE.test(m.groups!.things!)) return [];
  const party = m.groups!.party!.replace(/^The\b/, 'the');
  return m.groups!.things!.split(EACH_THING).map((thing, i) => ({
    sentence: i === 0 ? `${m.groups!.party} need ${thing}.` : `${capitalise(thing)}.`,
    title: `Send ${party} ${thing.replace(DAY_CLAUSE, '').replace(/\s*\([^)]*\)/g, '')}`,
  }));
}

/** asked: put as a question to the owner ("can Alex confirm ...?"), so answered, not only noted. */
export type ImplicitAsk = { sentence: string; index: number; title: string | null; asked?: boolean };

export function implicitAsks(body: string, subject: string, who: string): ImplicitAsk[] {
  const out: ImplicitAsk[] = [];
  const topic = subjectTopic(subject) || 'this';
  const sentences = splitSentences(body).slice(0, MAX_SENTENCES);
  sentences.forEach((sentence, index) => {
    const call = CALL_AT.exec(sentence.replace(/\s+/g, ' '));
    if (call && !OFFER.test(sentence)) {
      const named = /^(him|her|them)$/i.test(call.groups!.who!) ? WHOSE_NUMBER.exec(sentences[index - 1] ?? '')?.[1] : call.groups!.who;
      // "... and she will walk you through X" says what the call is about.
      const about = ABOUT_CALL.exec(call.groups!.rest!)?.[1]?.replace(/[.!]\s*$/, '');
      out.push({ sentence, index, title: `Call ${named ?? call.groups!.who}${about ? ` about ${about}` : ''}` });
      return;
    }
    const relayed = RELAYED.exec(sentence);
    if (relayed && startsWithImperative(relayed.groups!.verb!)) {
      const phrase = `${relayed.groups!.verb}${relayed.groups!.rest!.replace(/\bour\b/g, 'your').replace(/\bus\b/g, 'you')}`.trim();
      out.push({ sentence, index, title: `${phrase[0]!.toUpperCase()}${phrase.slice(1)}` });
      return;
    }
    // "Hi Alex, your permit expires ...", "Alex, I'd welcome your thoughts ...": the greeting only opens it.
    const said = sentence.trim().replace(GREETED, '');
    // "I was wondering whether you'd be available Tuesday": a question put as a statement.
    const wondering = WONDERING.exec(said)?.groups!.q;
    if (wondering) {
      out.push({
        sentence,
        index,
        title: `Tell ${who} whether ${wondering.replace(/\byou'd\b/gi, 'you would').replace(/\byou're\b/gi, 'you are')}`,
      });
      return;
    }
    const stated = statementAsk(said, who);
    if (stated) {
      out.push({ sentence, index, title: stated });
      return;
    }
    const through = relayedAsk(said, who, sentences[index + 1]);
    if (through) {
      out.push({ sentence, index, title: through });
      return;
    }
    const owed = owedByOwner(said, who, sentences[index - 1], topic);
    if (owed) {
      out.push({ sentence: owed.sentence, index, title: owed.title });
      return;
    }
    const invited = invitedInput(said, who, topic);
    if (invited) {
      out.push({ sentence, index, title: invited });
      return;
    }
    const waiting = THING_NEEDS.exec(sentence);
    if (waiting) {
      const noun = waiting.groups!.noun!.toLowerCase();
      const verb = (VERB_FOR_THING[noun] ?? VERB_FOR[noun] ?? 'Answer Ann about').replace('Ann', who);
      out.push({ sentence, index, title: `${verb} ${theThing(waiting.groups!.thing!)}` });
      return;
    }
    const need = NEED_NOUN.exec(sentence);
    const chase = NEED_FROM_OTHER.exec(sentence);
    if (chase) {
      out.push({ sentence, index, title: `Get ${chase.groups!.det ? 'the ' : ''}${chase.groups!.thing} from ${chase.groups!.party}` });
      return;
    }
    const wanted = need ? [] : neededOfOwner(said);
    if (wanted.length > 0) {
      out.push(...wanted.map((w) => ({ ...w, index })));
      return;
    }
    if (need) {
      const verb = VERB_FOR[need.groups!.noun!.toLowerCase()] ?? 'Answer Ann about';
      const named = NEED_FOR.exec(sentence.slice(need.index + need[0].length))?.groups!.thing;
      // "We'd like to extend an offer to Dana at $145k. Need your OK ...": what is to be approved was said just before.
      const plan = named ? null : PLANNED.exec(sentences[index - 1] ?? '')?.[1];
      const what = named ? theThing(named) : plan ? `the plan to ${plan}` : topic;
      out.push({ sentence, index, title: `${verb.replace('Ann', who)} ${what}` });
    } else if (isRealQuestion(sentence)) out.push({ sentence, index, title: null });
    // "I'd like to take 22-24 December off. Jordan can cover. Is that ok?": too short to be a question on its own.
    else if (planAskedAbout(sentence, sentences.slice(Math.max(0, index - 2), index))) out.push({ sentence, index, title: null });
    // "Are you red-lining the Master Kim Decell sent over? (since she won't go revert ...)": an aside after the question.
    else if (isRealQuestion(sentence.replace(ASIDE_AFTER_QUESTION, '?')))
      out.push({ sentence: sentence.replace(ASIDE_AFTER_QUESTION, '?'), index, title: null });
  });
  return out;
}

/**
 * A note that assigns the owner a step in the third person: "Dan is to
 * coordinate obtaining a new guarantee from Westcoast Gas Inc." (minutes of
 * a call, a recap of who does what: "Alex to send the release notes"). The owner is named, so it is the
 * owner's even when copied.
 */
const OBLIGED =
  /\s+(?:is to|is going to|will need to|needs to|has to|should|must|is asked to|has agreed to|will|to)\s+(?!be\b|have\b|not\b)(\p{Ll}[\p{L}'-]*\s.+)$/u;

const ACTION_LINE = /^\s*(?::|\s[-\u2013\u2014])\s*(\p{Ll}[\p{L}'-]*\s.+)$/u;
const stepTitle = (step: string) => {
  const phrase = step
    .replace(/\s*\(.*?\)/g, '')
    .replace(/[.!]+$/, '')
    .trim();
  return capitalise(phrase);
};

/** "Can Alex confirm the crane dates?": the step asked of the person named, or null. */
export function askedByName(sentence: string, name: string): string | null {
  const asked = new RegExp(`\\b(?:can|could|would|will)\\s+(${name})\\s+(?:please\\s+)?(\\p{Ll}[\\p{L}'-]*\\s[^?]+?)\\s*\\?`, 'iu').exec(
    sentence,
  );
  return asked && /^\p{Lu}/u.test(asked[1]!) && startsWithImperative(asked[2]!) ? asked[2]! : null;
}

/** who: the sender's first name, for the sender's "me" in an ask put to the owner ("Can Dan send Ermes and me ..."). */
export function ownerObligations(body: string, ownerNames: readonly string[], who = 'the sender'): ImplicitAsk[] {
  const out: ImplicitAsk[] = [];
  const sentences = splitSentences(body).slice(0, MAX_SENTENCES);
  sentences.forEach((sentence, index) => {
    // A table's row ("Tue <tab> Review drawings <tab> Alex"): a cell with the owner's name says the step is theirs.
    const cells = sentence.includes('\t') ? sentence.split('\t').map((c) => c.trim()) : [];
    const step = cells.find((c) => startsWithImperative(c) && c.includes(' '));
    if (step && cells.some((c) => ownerNames.includes(c.toLowerCase()) || ownerNames.includes(c.split(/\s+/)[0]!.toLowerCase()))) {
      out.push({ sentence, index, title: stepTitle(step) });
      return;
    }
    for (const name of ownerNames) {
      // "Ben, can Alex confirm the crane dates?" in a message handed on to Alex: Alex's to do.
      const asked = askedByName(sentence, name);
      if (asked) {
        out.push({ sentence, index, title: toTaskPerson(stepTitle(asked), who), asked: true });
        break;
      }
      const at = new RegExp(`^(?:also,?\\s+|and\\s+|then\\s+)?${name}\\b`, 'i').exec(sentence);
      if (!at || !/^\p{Lu}/u.test(sentence.slice(at[0].length - name.length))) continue;
      // An action list's line: "Alex: circulate the revised risk register by 4 Dec", "Alex - book the room".
      const listed = ACTION_LINE.exec(sentence.slice(at[0].length));
      if (listed && startsWithImperative(listed[1]!)) {
        out.push({ sentence, index, title: stepTitle(listed[1]!) });
        break;
      }
      const m = OBLIGED.exec(sentence.slice(at[0].length));
      if (!m || m.index > 0) continue;
      // Minutes write "Alex to send the release notes"; "Alex to the rescue" assigns nothing.
      if (/^\s+to\s/.test(m[0]) && !startsWithImperative(m[1]!)) continue;
      out.push({ sentence, index, title: stepTitle(m[1]!) });
      break;
    }
  });
  return out;
}

/**
 * A list of what the owner is to provide, introduced as a need: "From your side we need, before the 15th:"
 * then "bank statements for ...", "the loan interest confirmation ..." on lines of their own; "still need
 * two things from you:". Accountants, auditors and lenders ask this way; each item is something to send.
 * The sentence given is the introduction and the item, so the deadline of the introduction is read.
 */
const NEED_LIST =
  /\b(?:need|require)\b.*\bfrom you\b|\bfrom your side\b.*\b(?:need|require)\b|\b(?:pending|outstanding|awaited|due|required)\s+from\s+(?:you|your\s+(?:end|side))\b/i;
const MAX_ITEMS = 3;
const ITEM_WORDS = 20;

export function needList(body: string, who: string): ImplicitAsk[] {
  const sentences = splitSentences(body).slice(0, MAX_SENTENCES);
  const at = sentences.findIndex((s) => /:\s*$/.test(s) && NEED_LIST.test(s));
  if (at < 0) return [];
  const out: ImplicitAsk[] = [];
  let end = at + 1;
  for (let i = at + 1; i < sentences.length && out.length < MAX_ITEMS; i++, end = i) {
    const item = sentences[i]!.replace(/^\s*([-*•]|\d+[.)])\s*/, '').trim();
    // The list ends at the first line that is a sentence of its own ("Let me know if any of these will be late.").
    if (/[.?!]\s*$/.test(item) && !/^\p{Ll}/u.test(item)) break;
    if (item.split(/\s+/).length > ITEM_WORDS) break;
    const thing = item
      .replace(/\s*\([^)]*\)/g, '')
      .replace(/[.;,]+$/, '')
      .trim()
      // "Signed purchase order" on its own line is the signed purchase order.
      .replace(/^(\p{Lu})(?=\p{Ll})/u, (c) => c.toLowerCase())
      .replace(/^(?!(?:the|a|an|your|our|my|all|any|each|every|some|\d)\b)/i, 'the ');
    const title = tidyAction(
      /^(?:the\s+)?confirmation\s+(that|of)\s+/i.test(thing)
        ? `Confirm to ${who} ${thing.replace(/^(?:the\s+)?confirmation\s+/i, '')}`
        : `Send ${who} ${thing}`,
      who,
    );
    out.push({ sentence: `${sentences[at]} ${item}`, index: i, title });
  }
  // "Request you to send the same by this week.": the day asked after the list is each item's.
  const after = sentences.slice(end, end + 2).find((s) => LIST_BACK.test(s));
  return after ? out.map((a) => ({ ...a, sentence: `${a.sentence} ${after}` })) : out;
}
const LIST_BACK = /\b(the same|them|these|those|the above|all of (?:them|these|this)|the documents|the items)\b/i;
