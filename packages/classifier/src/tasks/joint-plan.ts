import { splitSentences } from '../text/sentences.js';
import { capitalise } from '../text/capitalise.js';
import { startsWithImperative } from './imperative-verbs.js';
import type { ImplicitAsk } from './implicit-ask.js';

/**
 * A meeting the sender sets up with the owner, told as the sender's plan: "Kay and I will try to get together
 * later today" (written to someone else, the owner copied and named), "I will stop by and talk to you and/or
 * Stephanie about what corrections need to be made". The sender's own next step is otherwise no task of the
 * owner's; here the owner is the other party, so being there is.
 */
const WITH_OWNER =
  /^(?:also,?\s+|and\s+|so\s+)?(?<name>\p{Lu}\p{Ll}+)\s+and\s+I\s+(?:will|'ll|are going to|plan to|should|need to)\s+(?:try\s+to\s+|have\s+to\s+)?(?<verb>get together|meet|sit down|talk|speak|go over|go through|discuss|review|work out)\b(?<rest>[^.!?]*)/u;
const STOP_BY =
  /\bI\s+(?:will|'ll|am going to)\s+(?:stop|come|drop)\s+by(?:\s+your office)?(?:\s+\w+)?\s+(?:and|to)\s+(?:talk|speak|meet)\s+(?:to|with)\s+you\b(?:\s+and\/or\s+\p{Lu}\p{Ll}+)?(?:\s+about\s+(?<about>[^.!?]+))?/u;
const MEETING_VERBS = /^(get together|meet|sit down|talk|speak)$/i;
const MAX_SENTENCES = 15;

/**
 * A recap of what was agreed: "As discussed, I'll send over the data extract by Wednesday and you'll share the
 * draft architecture by the 14th." The owner's part, with its day, is theirs to do; the clause is the sentence,
 * so the day read is the owner's, not the sender's.
 */
const YOUR_STEP =
  /(?:^|,\s*|\band\s+|\bthen\s+)(?<clause>you(?:'ll|\s+will|\s+are\s+going\s+to|\s+agreed\s+to)\s+(?<step>\p{Ll}+\s[^.!?;]*?\b(?:by|before|no later than)\s+[^.!?;]+?))\s*(?:[.!;]|$)/u;
const NOT_A_STEP = /^(receive|get|see|find|hear|need|be|have|notice|like|love|enjoy|want|know|remember|recall)\b/i;

export function agreedSteps(body: string): ImplicitAsk[] {
  const out: ImplicitAsk[] = [];
  splitSentences(body)
    .slice(0, MAX_SENTENCES)
    .forEach((sentence, index) => {
      const step = YOUR_STEP.exec(sentence);
      if (!step || NOT_A_STEP.test(step.groups!.step!) || !startsWithImperative(step.groups!.step!)) return;
      const title = capitalise(step.groups!.step!.replace(/\s+(?:by|before|no later than)\s+[^]*$/, ''));
      out.push({ sentence: capitalise(`${step.groups!.clause!}.`), index, title });
    });
  return out;
}

export function jointPlans(body: string, ownerNames: readonly string[], who: string, ownerOnTo: boolean): ImplicitAsk[] {
  const out: ImplicitAsk[] = [];
  splitSentences(body)
    .slice(0, MAX_SENTENCES)
    .forEach((sentence, index) => {
      const joint = WITH_OWNER.exec(sentence);
      if (joint && ownerNames.includes(joint.groups!.name!.toLowerCase())) {
        const verb = joint.groups!.verb!.toLowerCase();
        const rest = joint.groups!.rest!.trim();
        const title = MEETING_VERBS.test(verb)
          ? `Meet with ${who}${rest ? ` ${rest.replace(/^(with each other|together)\s*/i, '')}` : ''}`
          : `${verb[0]!.toUpperCase()}${verb.slice(1)} ${rest} with ${who}`;
        out.push({ sentence, index, title: title.replace(/\s+/g, ' ').trim() });
        return;
      }
      const visit = ownerOnTo ? STOP_BY.exec(sentence) : null;
      if (visit)
        out.push({ sentence, index, title: `Meet with ${who}${visit.groups!.about ? ` about ${visit.groups!.about.trim()}` : ''}` });
    });
  return out;
}
