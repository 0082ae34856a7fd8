import { splitSentences } from '../text/sentences.js';
import { toAction } from './action.js';
import { BROADCAST_RECIPIENTS, type Audience } from './audience.js';
import type { DueMention } from './due-date.js';
import { dueStatements } from './due-statement.js';
import { implicitAsks, needList, ownerObligations, type ImplicitAsk } from './implicit-ask.js';
import { agreedSteps, jointPlans } from './joint-plan.js';
import { namedQuestions } from './named-question.js';
import { addressesOwner, notForOwner } from './owner-filter.js';
import { withAddressee, withoutOwnersName, withPerson, withPlan } from './person-in-request.js';
import { detectRequests, type DetectedRequest } from './request-detector.js';
import { requiredInstructions } from './required-instruction.js';
import { withThing } from './thing-in-request.js';

/** Read as a request, the sentence names nothing to do, or is a statement that ends in a question mark. */
const QUESTION_OPENING =
  /^(what|when|where|who|whom|why|how|which|is|are|was|were|do|does|did|have|has|can|could|would|will|should|shall|may)\b/i;
const namesNothing = (sentence: string) => {
  const kind = toAction(sentence, null).kind;
  return kind === 'follow_up' || (kind === 'answer' && !QUESTION_OPENING.test(sentence.trim()));
};
/** A request that points back at a list ("get these to me", "if any of these will be late"). */
const LIST_POINTER = /\b(these|them|those|the above|the items|the same)\b/i;
/** A request and, for one read from a statement ("We need approval by Thursday"), its title. */
export type Ask = DetectedRequest & { title?: string; planned?: boolean };
export const IMPLICIT_CONFIDENCE = 0.6;

/** A subject asks only in so many words ("Please review the draft", "Can you sign?"); "Update on ..." is a topic. */
const SUBJECT_ASKS = /\b(please|pls|can you|could you|would you|need your|action required)\b|\?\s*$/i;
/** "Copying you in for items 8 and 11": the copied owner is the one asked. */
const COPIED_IN = /\b(copying|cc'?ing|copied|cc'?d|adding|looping)\s+(you|in)\b/i;
/** Whether the email reaches the owner as one of a crowd (a list, a bcc, a copy, an announcement). */
export const inACrowd = (audience: Audience) =>
  audience.role === 'cc' ||
  (audience.role === 'absent' && (audience.recipients > SMALL_LIST || audience.recipients === 0)) ||
  audience.recipients >= BROADCAST_RECIPIENTS;
/**
 * Mail to a team's short list or to an alias the owner was not known by
 * ("shift.dl-portland@", "dan.j.hyvl@") is still written to the few people on it.
 */
export const SMALL_LIST = 3;

/**
 * A person's mail: the requests of the body (else of a subject that itself
 * asks) that are the owner's: not addressed to another recipient, not the
 * sender's own next step, and, when the owner is one of a crowd, only those
 * that name the owner.
 */
export function personalAsks(
  body: string,
  subject: string,
  audience: Audience,
  who: string,
  staffMail: boolean,
  due: (s: string) => DueMention | null,
): Ask[] {
  const found = detectRequests(body);
  // A subject asks the one it was written to, not a list the owner reads it on ("Who broke the build?").
  const bySubject = found.length === 0 && SUBJECT_ASKS.test(subject) && audience.role !== 'absent';
  const requests: Ask[] = bySubject ? detectRequests(subject).map((r) => ({ ...r, index: -1 })) : found;
  const crowd = inACrowd(audience) && !(audience.role === 'cc' && COPIED_IN.test(body));
  const listed = crowd ? [] : needList(body, who);
  if (listed.length > 0) {
    // "Could you get these to me by end of day tomorrow?" asks for the listed items, each already a task.
    requests.push(
      ...listed.map((a) => ({ sentence: a.sentence, index: a.index, probability: IMPLICIT_CONFIDENCE, title: a.title ?? undefined })),
    );
  }
  if (!crowd) {
    // The detector gives a sentence its capital ("are you free ...?" reads "Are you free ...?"): one sentence either way.
    const found = new Map(requests.map((r) => [r.sentence.toLowerCase(), r]));
    for (const ask of implicitAsks(body, subject, who)) {
      const detected = found.get(ask.sentence.toLowerCase());
      if (!detected)
        requests.push({ sentence: ask.sentence, index: ask.index, probability: IMPLICIT_CONFIDENCE, title: ask.title ?? undefined });
      // "I'd appreciate your feedback by tomorrow": the model took it for a request, but read as one it names nothing to do.
      // "I'll send it out tomorrow unless you want to call him first?": a statement with a question mark, asked as one.
      else if (ask.title && !detected.title && namesNothing(detected.sentence)) detected.title = ask.title;
    }
  }
  // "Can you approve?" over "I need your approval on the attached PO": the body says it better.
  if (bySubject && requests.some((r) => r.index >= 0)) requests.splice(0, requests.length, ...requests.filter((r) => r.index >= 0));
  const listItem = new Set(listed.map((a) => a.sentence));
  const kept = requests.filter(
    (r) =>
      notForOwner(r.sentence, audience) === null &&
      (!crowd || addressesOwner(r.sentence, audience)) &&
      (listed.length === 0 || listItem.has(r.sentence) || !LIST_POINTER.test(r.sentence)),
  );
  if (!crowd || staffMail) {
    // A deadline stated to all who owe the thing binds each of them, like an instruction to all staff.
    const seen = new Set(kept.map((r) => r.index));
    const instructions = crowd ? requiredInstructions(body, due).map((r) => ({ ...r, title: null })) : [];
    for (const r of [...instructions, ...dueStatements(body, who, due)]) {
      if (!seen.has(r.index) && seen.add(r.index))
        kept.push({ sentence: r.sentence, index: r.index, probability: IMPLICIT_CONFIDENCE, title: r.title ?? undefined });
      else {
        // "Just a reminder that self-assessments need to be completed by 11 December": the model took it for a
        // request, but read as one it names nothing to do; the deadline says what.
        const detected = kept.find((k) => k.index === r.index);
        if (detected && r.title && !detected.title && toAction(detected.sentence, null).kind === 'follow_up') detected.title = r.title;
      }
    }
  }
  const sentences = splitSentences(body);
  for (const r of kept) {
    r.sentence = withoutOwnersName(r.sentence, audience.ownerNames);
    const addressed = withPerson(withAddressee(r, sentences), sentences[r.index - 1]);
    r.sentence = withPlan(withThing(addressed, sentences[r.index - 1]), sentences.slice(Math.max(0, r.index - 2), Math.max(0, r.index)));
  }
  const seen = new Set(kept.map((r) => r.sentence));
  const add = (steps: ImplicitAsk[], planned: boolean) => {
    for (const step of steps)
      if (!seen.has(step.sentence))
        kept.push({
          sentence: step.sentence,
          index: step.index,
          probability: IMPLICIT_CONFIDENCE,
          title: step.title ?? undefined,
          planned: planned && !step.asked,
        });
  };
  // A step assigned in the third person ("Alex will draft the RFP") is noted, not answered, like a joint plan.
  add(ownerObligations(body, audience.ownerNames, who), true);
  add(namedQuestions(body, audience.ownerNames), false);
  add(jointPlans(body, audience.ownerNames, who, !crowd && audience.role === 'to'), true);
  if (!crowd && audience.role === 'to') add(agreedSteps(body), true);
  return kept;
}

/**
 * A draft circulated to a deal team or a working list with "Provide me any comments ASAP" asks every
 * member on the To line or the list for comments, not only those it names; a copied owner is not asked.
 */
const COMMENTS_ASKED = /\b(comments?|feedback|input|thoughts|mark-?ups?)\b/i;
export const circulatedForComments = (body: string, audience: Audience) =>
  audience.role !== 'cc' && detectRequests(body).some((r) => COMMENTS_ASKED.test(r.sentence) && notForOwner(r.sentence, audience) === null);
