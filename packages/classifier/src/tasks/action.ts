import { hurried } from './due-date.js';
import { baseForm } from './gerund.js';
import { ASK_FRAMES, hasAskFrame } from './ask-frames.js';
import { startsWithImperative } from './imperative-verbs.js';

/**
 * A request sentence as something to do. When the sender asked for an action
 * ("Could you please send me the lease?") the verb phrase is lifted out, still
 * in the sender's words ("send me the lease"); a question is answered; any
 * other statement is followed up, quoted as written (rewriting "I'll call you"
 * into an instruction would put words in the sender's mouth).
 */
export type Action = { kind: 'do' | 'answer' | 'follow_up'; text: string };

const LEAD_IN =
  /^((?:kindly\s+)?(?:i\s+|we\s+)?(?:would\s+)?request(?:ing)?\s+you\s+to\s+(?=\p{Ll})|(?:just\s+)?(?:following up|checking in|circling back)\s*[,:–—-]+\s*|(hi|hey|hello|dear)\s+[\p{L}'-]+\s*[,:–—-]+\s*|([A-Z][\w'-]*|all|team|guys|folks)\s*[,:]\s+|(please\s+)?see\s+(below|attached|the\s+(note|e-?mail|thread|message|request)\s+below)\s*[-–—:,.;]+\s*(?=\S)|[A-Z][\w'-]*(\s+(and|&)\s+[A-Z][\w'-]*)?\s+[-–—]{1,2}\s+(?=[a-z])|\p{Lu}\p{Ll}+\s+(?=(?:please|pls|plz)\b|(?:can|could|would|will)\s+(?:you|u)\b)|(if so|if not|in that case|also|and|so|but|ok|okay|hi|finally|meanwhile|in addition|additionally|lastly|first|second|then|anyway|anyways)\b,?\s+|(section|item|point|question|paragraph|no\.?)\s*\d+[a-z]?(\.\d+)*\s*[,:.)-]\s+)/iu;
/** "Have we priced ...?", "Do you ...?": an auxiliary before its subject asks; "Have Bob call me" instructs. */
const AUX_QUESTION =
  /^(have|has|had|do|does|did|is|are|was|were|shall|should|may|might)\s+(we|you|i|they|it|he|she|there|this|that|these|those)\b/i;
const FRAMES: RegExp[] = [
  // "Would you like ...?" and "Will you be ...?" ask about the reader, they do not ask for an action.
  /^(please\s+)?(can|could|would|will)\s+(you|u)\s+(please\s+|kindly\s+|also\s+)*(?!(be|like|prefer|want|need)\b)/i,
  /^(i|we)\s+(was|were)\s+wondering\s+if\s+you\s+(could|can|would)\s+(please\s+)?/i,
  // "Alex and Priya - can one of you confirm ...?": whoever does it, it is asked of the owner too.
  /^(can|could|would|will)\s+(one of you|either of you)\s+(please\s+)?/i,
  ...ASK_FRAMES,
  /^(is|would)\s+it\s+(be\s+)?possible\s+(for\s+you\s+)?to\s+/i,
  /^(i|we)\s+(really\s+)?(need|want|would\s+like|'d\s+like)\s+(you|u)\s+to\s+/i,
  /^you\s+(should|need\s+to|must|have\s+to|might\s+want\s+to)\s+/i,
  /^(please\s+)?(make\s+sure|remember|don'?t\s+forget|do\s+not\s+forget)\s+(to\s+)?/i,
  /^(please\s+|pls\s+|plz\s+|kindly\s+)+/i,
];
/**
 * "Would you have time to review the draft?" asks for the review; "Would you have 15 minutes this week for a
 * short call?" asks whether, and is answered.
 */
const SPARE_TIME =
  /^(?:please\s+)?(?:can|could|would|will|do)\s+(?:you|u)\s+(?:have|find|spare|make|get)\s+(?:(?:some|the|a\s+few|a\s+couple\s+of|a|any|\d+)\s+)?(?:spare\s+|free\s+)?(?:time|minutes?|mins?|moments?|chance|hours?|sec(?:ond)?)\b/i;
// Time "to chat" or "to meet" is a conversation asked for, answered with a time, not a deed.
const SPARE_TIME_TO = new RegExp(
  String.raw`${SPARE_TIME.source}(?:\s+(?:this|next)\s+\w+|\s+today|\s+tomorrow)?\s+to\s+(?!(?:chat|talk|meet|speak|connect|catch\s+up|sync|get\s+together|hop\s+on|jump\s+on)\b)`,
  'i',
);
/** "Could we set up a call next week?": a meeting proposed together is one for the owner to set up. */
const SET_UP_TOGETHER =
  /^(?:(?:could|can|shall|should)\s+we|would\s+it\s+be\s+possible\s+to)\s+(?=(?:set\s+up|schedule|arrange|book|organi[sz]e)\s+(?:a|an|some)\s+(?:(?:short|quick|brief|\d+[- ]minute|follow-?up|video|phone|zoom|teams)\s+)*(?:call|meeting|chat|catch-?up|session|time)\b)/i;
/** "Did you get a chance to look at the budget?": a nudge about a thing still to do, which is the task. */
const HAD_A_CHANCE =
  /^(?:did|have|has|had)\s+you\s+(?:get|got|had|have|find|found)\s+(?:a\s+|the\s+|any\s+)?(?:chance|time|opportunity|moment|minute)\s+(?:yet\s+)?to\s+/i;
/** "Could you make sure your team packs their desks": what to make sure of is a clause, so the words stay. */
const MAKE_SURE =
  /^(?:please\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?)?((?:make\s+sure|ensure)\s+(?:that\s+)?)(?!to\b)/i;
/** "Would you mind sending ...?", "Mind taking a look?" (the you left out). */
const MIND = /^(?:(would|do)\s+you\s+(mind|be\s+able\s+to|be\s+willing\s+to)|(mind)(?=\s+\w+ing\b))\s+/i;
const NEED_THING =
  /^(i|we)(\s*'d|\s+would|\s+will)?\s+(really\s+|still\s+)?(need|want)\s+(?!to\b)(?=(the|a|an|your|some|any|those|these|this|that)\b)|^(i|we)(\s*'d|\s+would)\s+(really\s+)?like\s+(?!to\b)(?=(the|a|an|your|some|any|those|these|this|that)\b)/i;
const YOUR_CONSENT = /^your\s+(approval|sign-?off|signature|go-ahead|decision)\s+(?:on|for|of|to)\s+(.+)$/i;
const CONSENT_VERB: Record<string, string> = {
  approval: 'approve',
  signoff: 'sign off on',
  signature: 'sign',
  goahead: 'approve',
  decision: 'decide on',
};
/** "Can I get a copy of the FuelCell Energy purchase order form": asking to be given a thing is asking for it to be sent. */
const MAY_I_HAVE =
  /^(can|could|may)\s+(i|we)\s+(please\s+)?(get|have|receive)\s+(?=(a|an|the|your|some|any|those|these|this|that|copies|a\s+copy)\b)|^(is|would)\s+it\s+(be\s+)?possible\s+to\s+(get|have|receive)\s+(?=(a|an|the|your|some|any|those|these|this|that|copies|a\s+copy)\b)/i;
/** Courtesies and urgency words that end an ask; "anything you think is urgent" keeps its word. */
const TRAILING =
  /(\s*[,.!]?\s*\b(please|pls|plz|thanks|thank you|thx|if possible|if you can|if you could|for me|(?<!\b(?:is|are|was|be|as|seems?|looks?)\s+)urgent|asap))+\s*[.!?]*\s*$|\s*[.!?]+\s*$/i;

function liftVerbPhrase(text: string): string | null {
  if (SET_UP_TOGETHER.test(text)) return text.replace(SET_UP_TOGETHER, '');
  if (HAD_A_CHANCE.test(text)) return text.replace(HAD_A_CHANCE, '').replace(/\s+yet(?=\s*[?.!]*\s*$)/i, '');
  const sure = MAKE_SURE.exec(text);
  if (sure && !startsWithImperative(text.slice(sure[0].length))) return `${sure[1]}${text.slice(sure[0].length)}`;
  if (SPARE_TIME_TO.test(text)) return text.replace(SPARE_TIME_TO, '');
  if (SPARE_TIME.test(text)) return null;
  const mind = MIND.exec(text);
  if (mind) {
    const [first = '', ...rest] = text.slice(mind[0].length).split(' ');
    return /^mind$/i.test(mind[2] ?? mind[3]!) ? [baseForm(first), ...rest].join(' ') : [first, ...rest].join(' ');
  }
  if (NEED_THING.test(text)) {
    const rest = text.replace(NEED_THING, '');
    // "I need your sign-off on the pricing page" asks for the sign-off itself, not for something to send.
    const given = YOUR_CONSENT.exec(rest);
    return given ? `${CONSENT_VERB[given[1]!.toLowerCase().replace('-', '')]} ${given[2]}` : `send me ${rest}`;
  }
  if (MAY_I_HAVE.test(text)) return `send me ${text.replace(MAY_I_HAVE, '')}`;
  let lifted: string | null = null;
  for (const re of FRAMES) {
    if (re.test(lifted ?? text)) lifted = (lifted ?? text).replace(re, '');
  }
  if (lifted !== null) return lifted;
  return startsWithImperative(text) && !AUX_QUESTION.test(text) ? text : null;
}

/**
 * "When you have a minute, please elaborate ...", "As discussed, please review ...", "When you get a chance,
 * let's discuss": the ask is the clause after the comma.
 */
const LATER_PLEASE = /[,;:]\s*((please|kindly|let's)\s+[a-z].*)$/i;
/** "In the meantime, could you share the timeline?", "One small thing - can you fix ...?": a short lead, then the ask. */
const COMMA_MODAL = /^[^,:–—]{2,40}?(?:,|:|\s[-–—]+)\s+((?:please\s+)?(?:can|could|would|will)\s+(?:you|u)\s.*)$/i;
/** "We agreed to set up a workshop in January; could you propose a few dates?": a whole clause, then the ask. */
const SEMICOLON_MODAL = /^[^;]{2,}?;\s+((?:please\s+)?(?:can|could|would|will)\s+(?:you|u)\s.*)$/i;
/** "I'm stuck on the pivot table - any chance you could jump on a call?": a clause of its own, then a framed ask. */
const CLAUSE_THEN_FRAME = /^.{2,}?(?:;|\s[-–—]+)\s+(.+)$/;
/** "When you get a moment, send me the lease": an imperative after a leading clause of when or whether. */
const LATER_IMPERATIVE = /^(when|whenever|once|if|as soon as|after|before|while|at your)\b[^,]{0,60},\s*([a-z].*)$/i;

/**
 * "Since Don and Clement are out can you provide us the info?": a reason clause comes first and the ask
 * follows, often without a comma; the ask is the modal question after it.
 */
const SUBORDINATE_LEAD = /^(since|as|because|given( the fact)? that|considering( that)?|seeing that|now that|while|when|once|if)\b/i;
const LATER_MODAL = /\s((?:can|could|would|will)\s+(?:you|u|one of you|either of you)\s.*)$/i;

/** "I requested access to the Q4 budget workbook - could you approve?": what the clause before named. */
const NAMED_BEFORE =
  /\b(?:requested|submitted|sent|uploaded|shared|drafted|put together|prepared|created|updated)\s+((?:access\s+to\s+)?(?:the|my|our|a|an)\s+[^,;:.!?–—-]+?)\s*[-–—;]*\s*$/i;
const MODAL_ASK = /^(?:please\s+)?(?:can|could|would|will)\s+(?:you|u)\s/i;

function framedAfterClause(text: string): string | null {
  const clause = CLAUSE_THEN_FRAME.exec(text);
  const ask = clause?.[1];
  if (!ask || !(hasAskFrame(ask) || MODAL_ASK.test(ask))) return null;
  const lifted = liftVerbPhrase(ask);
  // A bare verb ("approve when you get a sec") acts on what the clause before it named.
  const verb = lifted
    ?.replace(/\s+(when|once|if|as soon as)\b.*$/i, '')
    .replace(TRAILING, '')
    .trim();
  const named = verb && /^\S+$/.test(verb) ? NAMED_BEFORE.exec(text.slice(0, text.length - ask.length))?.[1] : undefined;
  return named ? `${verb} ${named.replace(/^(my|our)\s/i, 'the ')}` : lifted;
}

const CONSEQUENCE =
  /,?\s+(?:or(?: else)?|otherwise)\s+(?:the|your|we|it|you|they|this|that)\b[^.?!]*?\b(?:will|would|may|might|could|can't|cannot|won't)\b.*$/i;

export function toAction(sentence: string, dueText: string | null): Action {
  let text = hurried(sentence.trim().replace(/\s+/g, ' '));
  for (let i = 0; i < 3 && LEAD_IN.test(text); i++) text = text.replace(LEAD_IN, '');
  const later = LATER_PLEASE.exec(text);
  const afterClause = SUBORDINATE_LEAD.test(text) ? LATER_MODAL.exec(text) : null;
  const imperative = LATER_IMPERATIVE.exec(text)?.[2];
  const lifted =
    liftVerbPhrase(text) ??
    (later ? liftVerbPhrase(later[1]!) : null) ??
    (afterClause ? liftVerbPhrase(afterClause[1]!) : null) ??
    (COMMA_MODAL.test(text) ? liftVerbPhrase(COMMA_MODAL.exec(text)![1]!) : null) ??
    (SEMICOLON_MODAL.test(text) ? liftVerbPhrase(SEMICOLON_MODAL.exec(text)![1]!) : null) ??
    framedAfterClause(text) ??
    (imperative && startsWithImperative(imperative) ? imperative : null);
  if (lifted === null) return { kind: /\?\s*$/.test(text) ? 'answer' : 'follow_up', text: text.replace(/\?{2,}$/, '?') };
  // "Please upload them by Friday or the claim will be rejected": what follows if not is no part of the deed.
  let action = lifted.replace(CONSEQUENCE, '');
  if (dueText) {
    // Only a trailing date phrase goes ("send it by Friday"); one inside the sentence carries meaning,
    // and a lone verb keeps its date ("confirm by Thursday", not "confirm").
    const escaped = dueText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const trailingDue = new RegExp(
      `\\s*,?\\s*\\b(by|before|on|until|till|no later than|at|for|in(?=\\s+(?:the\\s+)?(?:next|coming|\\d|a|an|one|two|three|four|five|few|couple)\\b)|within|over|during|first thing(?: on)?)?\\s*((early|late|mid|sometime|later)\\s+)?(the\\s+)?${escaped}(?=[\\s.!?,]*$)`,
      'i',
    );
    const without = action.replace(trailingDue, '');
    if (without.replace(TRAILING, '').trim().split(/\s+/).length > 1) action = without;
  }
  action = action.replace(TRAILING, '').trim();
  return action ? { kind: 'do', text: action } : { kind: 'follow_up', text };
}
