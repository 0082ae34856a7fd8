import { addressees, type Audience } from './audience.js';
import { bareNameAndAsk } from './imperative-verbs.js';

/**
 * The sender's own next steps ("I'll send the draft tomorrow", "We will
 * circulate the minutes"): a promise of the sender, not a request, unless it
 * waits on the owner ("I'll send it out tomorrow unless you want to call him first?").
 */
const SENDERS_OWN_STEP =
  /^(also,?\s+|and\s+|so\s+)?(i|we)(\s+(will|shall|am going to|are going to|plan to|intend to)|'ll|'m going to|'re going to)\b(?![^.!?]*\bunless\s+you\b)/i;

/** "Let Vince know", "tell Vince", "ask Vince to": someone else is asked to pass something to the named person. */
const THIRD_PARTY_ASK =
  /\b(let|tell|ask|have|remind|get|inform|notify|advise|cc|copy|forward\s+(it|this|them)\s+to|send\s+(it|this|them)\s+to)\s+([A-Z][a-z'-]+)\b/g;

/**
 * Why a request sentence is not the owner's to do, or null when it is:
 * addressed by name to another recipient, asking someone to tell the owner
 * something (the owner is then its subject, not its reader), or the sender's
 * own next step.
 */
export function notForOwner(sentence: string, audience: Audience): string | null {
  if (SENDERS_OWN_STEP.test(sentence)) return "the sender's own next step";
  // "Ben call me asap": a name with no comma is taken for one only when it is a recipient's.
  const bare = bareNameAndAsk(sentence)?.name.toLowerCase();
  const named = bare && (audience.otherNames.includes(bare) || audience.ownerNames.includes(bare)) ? [bare] : addressees(sentence);
  if (named.length > 0 && !named.some((n) => audience.ownerNames.includes(n))) {
    if (named.some((n) => audience.otherNames.includes(n)) || audience.ownerNames.length > 0) return `addressed to ${named[0]}`;
  }
  // The verbs are matched in lower case and the name must be capitalised, so only a sentence's first letter is lowered.
  for (const m of sentence.replace(/^\w/, (c) => c.toLowerCase()).matchAll(THIRD_PARTY_ASK)) {
    if (audience.ownerNames.includes(m[4]!.toLowerCase())) return 'asks someone else to tell the owner';
  }
  return null;
}

/** Whether a sentence speaks to the owner by name ("Craig, could you ..." or "... Craig, please"). */
export function addressesOwner(sentence: string, audience: Audience): boolean {
  if ([...addressees(sentence), bareNameAndAsk(sentence)?.name.toLowerCase()].some((n) => n && audience.ownerNames.includes(n)))
    return true;
  return audience.ownerNames.some((n) =>
    new RegExp(
      `(,|\\b(you|please))\\s*${n}\\b|\\b${n}\\s*[,:\\-–—]\\s*(please|can|could|would|will|do|did|are|have)\\b|@${n}\\b`,
      'i',
    ).test(sentence),
  );
}
