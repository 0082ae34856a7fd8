/**
 * Asks put on the owner through someone else, which no sentence asks outright: a promise made for them ("I
 * told them you'd reach out today to set up the call"), a third party's want with a deadline ("They want a
 * written incident report and a credit proposal by Wednesday"), an agreement the sender waits on ("If you
 * agree to keep the original wording there, I can sign today", "I'm happy to make an offer if you are"),
 * something waiting to be collected ("Your new laptop is ready for pickup at the IT desk") and something
 * about to lapse with a way to keep it ("Your parking permit expires next Friday. You can renew it online").
 * Read only in mail written to the owner.
 */
const PROMISED =
  /\b(?:I|[Ww]e)\s+(?:told|promised|assured)\s+(?:them|him|her|\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\s+(?:that\s+)?you(?:'d|\s+would|'ll|\s+will)\s+(?!be\b|have\b|not\b)(?<deed>\p{Ll}[^.!?]*)/u;
const WANTED_BY =
  /^(?:They|The client|The customer|\p{Lu}\p{Ll}+(?:'s)?(?:\s+\p{Lu}{2,}|\s+\p{Lu}\p{Ll}+)?)\s+(?:want|wants|need|needs|expect|expects|(?:is|are)\s+asking\s+for|(?:has|have)\s+asked\s+for)\s+(?<thing>(?:a|an)\s+[^.!?]+?)\s+(?:by|before|no later than)\s+\S/u;
const AN_ANSWER =
  /^(?:a|an)\s+(?:(?:quick|final|firm|clear)\s+)?(?:answer|decision|response|reply|confirmation|approval|update|yes|go-?ahead|sign-?off)\b/i;
const FROM_A_GROUP = /\bfrom\s+(?:each of us|all of us|everyone|every one of us|each of you|all of you|the team)\b/i;
const MEETING_THING = /^(?:a|an)\s+(?:(?:quick|short|brief|follow-?up)\s+)?(?:call|meeting|chat|catch-?up)\b/i;
const IF_YOU_AGREE =
  /^If\s+you\s+(?<verb>agree(?:\s+to|\s+with)?|approve|accept|are\s+(?:ok|okay|fine|happy)\s+with)\s+(?<what>[^,]+?),\s*(?:I|we)\s+(?:can|will|'ll|could)\b/i;

/** "I'm happy to make an offer if you are": the sender waits for the owner to say so. */
const IF_YOU_ARE =
  /^(?:I'?m|I am|[Ww]e'?re|[Ww]e are)\s+(?:more than\s+|very\s+)?(?<how>happy|ready|keen|fine|willing|good|ok|okay)\s+to\s+(?<what>[^.!?]+?)\s+if\s+you\s+are(?:\s+too)?\s*[.!]?\s*$/;

/** "Your new laptop is ready for pickup at the IT desk": a colleague's word that something waits to be collected. */
const READY_FOR_YOU =
  /^(?:good news[:!,]?\s*)?(?<thing>your\s+[\p{L}\s'-]{2,40}?)\s+(?:is|are)\s+(?:now\s+)?ready\s+(?:for\s+(?:pick[- ]?up|collection)|to\s+(?:be\s+)?(?:picked up|collected))(?<where>\s+(?:at|from|in)\s+[^.!?]+?)?\s*[.!]?\s*$/iu;

/** "Your parking permit expires next Friday": with a way to act said in the same or the next sentence. */
const EXPIRES =
  /^(?:just a (?:heads-up|reminder)(?: that)?\s+)?(?<thing>your\s+[\p{L}\s'-]{2,40}?)\s+(?:expires|will expire|is expiring|is due to expire|runs out|will run out)\b/iu;
const WAY_TO_ACT = /\b(?<verb>renew|extend|update|reset|change|replace|top up)\b/i;

/**
 * The task a sentence puts on the owner through someone else, or null; who is the sender's first name, next the
 * sentence after it.
 */
export function relayedAsk(sentence: string, who: string, next = ''): string | null {
  const expiry = EXPIRES.exec(sentence);
  const way = expiry ? (WAY_TO_ACT.exec(sentence.slice(expiry[0].length)) ?? WAY_TO_ACT.exec(next)) : null;
  if (expiry && way) {
    const verb = way.groups!.verb!.toLowerCase();
    return `${verb[0]!.toUpperCase()}${verb.slice(1)} ${expiry.groups!.thing!.replace(/^your\b/i, 'your')}`;
  }
  const promised = PROMISED.exec(sentence)?.groups!.deed;
  if (promised) return `${promised[0]!.toUpperCase()}${promised.slice(1)}`.replace(/[\s,;]+$/, '');
  const wanted = WANTED_BY.exec(sentence)?.groups!.thing;
  // "They need a bio and a headshot from each of us": asked of a group, which the sender asks of each after.
  // "They need an answer by December 4": the answer is the reply to the question asked, not a thing to provide.
  if (wanted && !FROM_A_GROUP.test(wanted) && !AN_ANSWER.test(wanted))
    return `${MEETING_THING.test(wanted) ? 'Set up' : 'Provide'} ${wanted.replace(/,?\s+and\s+(?=a\s+(?:call|meeting)\b).*$/i, '')}`;
  const agree = IF_YOU_AGREE.exec(sentence)?.groups;
  if (agree) return `Tell ${who} whether you ${agree.verb!.toLowerCase()} ${agree.what}`;
  const ready = READY_FOR_YOU.exec(sentence)?.groups;
  if (ready) return `Pick up ${ready.thing!.replace(/^your\b/i, 'your')}${ready.where ?? ''}`;
  const together = IF_YOU_ARE.exec(sentence)?.groups;
  if (together) return `Tell ${who} whether you are ${together.how!.toLowerCase()} to ${together.what}`;
  return null;
}
