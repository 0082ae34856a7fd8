import { startsWithImperative } from './imperative-verbs.js';
import { theThing } from './invited-input.js';
import { capitalise } from '../text/capitalise.js';

/**
 * A go-ahead: "You can go ahead and issue the PO to Bolt Electric", "You may proceed with the installation",
 * "You're clear to book the flights". What was waiting on it is now the owner's to do.
 */
const GO_AHEAD =
  /^(?:so\s+|ok(?:ay)?,?\s+)?you(?:\s+can|\s+may|'re|\s+are)\s+(?:now\s+)?(?:(?:clear|good|all set)\s+to\s+(?:go\s+ahead\s+and\s+)?(?<to>\p{Ll}+\s[^.!?]+)|go\s+ahead\s+and\s+(?<and>\p{Ll}+\s[^.!?]+)|(?:go\s+ahead|proceed)\s+with\s+(?<with>[^.!?]+))\s*[.!]?\s*$/iu;
const IF_HAPPY =
  /^if\s+you(?:'re|\s+are)\s+(?:happy|ok|okay|fine|good|comfortable)(?:\s+with\s+(?:that|this|it|the\s+\S+))?,?\s+(?:i'll|i\s+will|we'll|we\s+will)\s+(?:go\s+ahead\s+and\s+)?(?<step>\p{Ll}+\s[^.!?]+?)\s*[.!]?$/iu;
const PROPOSED_SLOT =
  /^(?:(?:how|what)\s+about\s+)?((?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow)(?:\s+(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm)?|\s+(?:morning|afternoon|lunch(?:time)?))?)\s*\?$/iu;
const YOU_NEED_TO = /^(?:as\s+an?\s+[^,]{1,40},\s*)?you(?:'ll|\s+will)\s+(?:need|have|be required)\s+to\s+(\p{Ll}+\s[^.!?]+?)\s*[.!]?$/iu;
const BARE_STATE_QUESTION = /^(interested|keen|available|free|around|up for it)\s*\?$/i;
/** Permission to rest is no task: "You can go ahead and relax", "you're free to ignore the reminder". */
const NO_DEED = /^(?:relax|enjoy|ignore|disregard|rest|celebrate|leave|go|head|skip|take\s+(?:the|a)\s+(?:day|afternoon|morning)\s+off)\b/i;
/** "The Henderson contract needs countersigning - it's in your tray": the deed in -ing, the owner's to do. */
const THING_NEEDS_DOING =
  /^(?<thing>(?:[Tt]he|[Tt]his|[Tt]hat|[Oo]ur|[Yy]our)\s+(?:[^,;.!?]|,(?=\d))+?)\s+(?:still\s+)?(?:needs|requires)\s+(?<doing>countersigning|signing|approving|reviewing|revising|proofreading|renewing)\b/;

/** "Happy to go with whichever you prefer": the choice is the owner's to make, and to tell. */
const WHICHEVER =
  /^(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+)?(?:happy|glad|fine|ok|okay)\s+(?:to\s+go\s+with|with)\s+(?:whichever|whatever)(?:\s+(?:one|option))?\s+you\s+(?:prefer|choose|pick|decide|think\s+is\s+best)\b/i;
/** "I'll send it out tomorrow unless you want to call him first?": the sender goes ahead unless told otherwise. */
const UNLESS_YOU = /\bunless\s+you(?:'d|\s+would)?\s+(?:want|like|prefer)\s+to\s+(?<step>\p{Ll}+\s[^.!?]+?)\s*[?.!]?$/iu;

/** An ask the sender put as a statement or a clipped question, as the owner's task; null when the sentence is none. */
export function statementAsk(said: string, who: string): string | null {
  if (WHICHEVER.test(said)) return `Tell ${who} which option you prefer`;
  const unless = UNLESS_YOU.exec(said);
  if (unless) return `Tell ${who} whether you want to ${unless.groups!.step!}`;
  // "If you're happy, I'll book it today": the sender waits for the owner's yes.
  const ifHappy = IF_HAPPY.exec(said);
  if (ifHappy) {
    const step = ifHappy.groups!.step!.replace(/\s+(?:today|tomorrow|this (?:week|afternoon|morning)|asap|now|right away)$/i, '');
    return `Tell ${who} whether to ${step}`;
  }
  // "tuesday 3pm?": a time put forward, to be accepted or not.
  const slot = PROPOSED_SLOT.exec(said);
  if (slot) return `Tell ${who} whether ${slot[1]!.replace(/^\p{Ll}/u, (c) => c.toUpperCase())} works`;
  // "As a budget holder, you'll need to sign off your team's budget in Adaptive by 18 December."
  const needed = YOU_NEED_TO.exec(said);
  if (needed && startsWithImperative(needed[1]!)) return capitalise(needed[1]!);
  // "Interested?" after a forwarded invitation: the "are you" left out.
  const bare = BARE_STATE_QUESTION.exec(said);
  if (bare) return `Tell ${who} whether you are ${bare[1]!.toLowerCase()}`;
  const go = GO_AHEAD.exec(said);
  const step = go && (go.groups!.to ?? go.groups!.and);
  if (go && (!step || !NO_DEED.test(step))) {
    const title = step ? capitalise(step) : `Proceed with ${go.groups!.with!}`;
    return title.replace(/\bour\b/g, 'the');
  }
  const gerund = THING_NEEDS_DOING.exec(said);
  if (!gerund) return null;
  const verb = gerund
    .groups!.doing!.toLowerCase()
    .replace(/ing$/, '')
    .replace(/^(approv|revis)$/, '$1e');
  return `${capitalise(verb)} ${theThing(gerund.groups!.thing!.replace(/^Your\b/, 'your'))}`;
}
