/**
 * Asks for the owner's input written as a wish or a wait, with no imperative and no question: "Your
 * input on the draft would be appreciated", "Looking forward to your feedback on the proposal", "I'd
 * love your take on the pricing", "Awaiting your confirmation of the address", and the nudge on an
 * earlier ask ("Just following up on this"). Each names what to send and about what; a closer with
 * no subject ("Looking forward to hearing from you") names nothing and is left alone.
 */
const NOUN = String.raw`(input|feedback|comments|thoughts|take|views|opinion|approval|review|confirmation|answer|response|decision|signature)`;
const THING = String.raw`(?:on|about|regarding|of|for)\s+(.+?)`;
const END = String.raw`\s*[.!]?\s*$`;

const WELCOME = new RegExp(
  String.raw`^your\s+${NOUN}\s+${THING}\s+(?:would be|is|will be)\s+(?:much\s+|greatly\s+|very\s+|really\s+)?(?:appreciated|welcome|helpful|valued)\b`,
  'i',
);
const LOOKING_FORWARD = new RegExp(
  String.raw`^(?:i'?m\s+|we'?re\s+|i am\s+|we are\s+)?looking forward to\s+(?:hearing\s+|getting\s+|receiving\s+)?your\s+${NOUN}\s+${THING}${END}`,
  'i',
);
const WOULD_LOVE = new RegExp(
  String.raw`^(?:i|we)(?:'d|\s+would)\s+(?:really\s+|greatly\s+)?(?:love|like|appreciate|welcome|value)\s+(?:having\s+|getting\s+)?your\s+${NOUN}\s+${THING}${END}`,
  'i',
);
/** "I'd appreciate your comments by tomorrow noon, especially on the quote": what they are on is the email's topic. */
const WOULD_LOVE_BY = new RegExp(
  String.raw`^(?:i|we)(?:'d|\s+would)\s+(?:really\s+|greatly\s+)?(?:love|like|appreciate|welcome|value)\s+(?:having\s+|getting\s+)?your\s+${NOUN}\s+(?:by|before|no later than)\s`,
  'i',
);
const AWAITING = new RegExp(
  String.raw`^(?:(?:we|i)(?:'re|\s+are|'m|\s+am)\s+)?(?:still\s+)?(?:awaiting|waiting\s+(?:for|on))\s+your\s+${NOUN}(?:\s+${THING})?${END}`,
  'i',
);
const NUDGE =
  /^(?:just\s+|quickly\s+)?(?:following up|circling back|checking in|bumping (?:this|it))\b(?:\s+(?:on|about)\s+(?:this|that|my (?:previous|last|earlier) (?:email|note|message)|the (?:below|above|email below)))?\s*[.!]?\s*$/i;

/** "... on the pricing model before we send it to the client": the sender's next step, not what the input is on. */
const SENDERS_NEXT = /\s+(?:before|so|as|because|since|when)\s+(?:we|i|they)\b.*$/i;

const VERB: Record<string, string> = {
  input: 'Send Ann your input on',
  feedback: 'Send Ann your feedback on',
  comments: 'Send Ann your comments on',
  thoughts: 'Send Ann your thoughts on',
  take: 'Send Ann your thoughts on',
  views: 'Send Ann your views on',
  opinion: 'Send Ann your opinion on',
  approval: 'Approve',
  review: 'Review',
  confirmation: 'Confirm',
  answer: 'Answer Ann about',
  response: 'Answer Ann about',
  decision: 'Decide on',
  signature: 'Sign',
};

/** "our pricing" to the owner is the sender's: "the pricing"; a sentence's "The NDA" is "the NDA" inside a title. */
export const theThing = (thing: string) =>
  thing
    .replace(/^(our|my)\s+/i, 'the ')
    .replace(/^(the|this|that|these|those)\b/i, (d) => d.toLowerCase())
    .replace(/[.!]+$/, '');

/** The task an invited-input sentence asks for, or null; who is the sender's first name, topic the subject's. */
export function invitedInput(sentence: string, who: string, topic: string): string | null {
  if (NUDGE.test(sentence)) return `Reply to ${who} about ${topic}`;
  for (const re of [WELCOME, LOOKING_FORWARD, WOULD_LOVE, AWAITING, WOULD_LOVE_BY]) {
    const m = re.exec(sentence.trim());
    if (!m) continue;
    const verb = VERB[m[1]!.toLowerCase()]!.replace('Ann', who);
    // With no thing named, the subject's topic: "the Draft press release", as withTopic writes it.
    return `${verb} ${m[2] ? theThing(m[2].replace(SENDERS_NEXT, '')) : topic === 'this' ? topic : `the ${topic}`}`;
  }
  return null;
}
