import { toAction, type Action } from './action.js';
import type { DueMention } from './due-date.js';
import type { Ask } from './personal-asks.js';
import { QUESTION_LEAD } from './request-detector.js';
import { actionTitle } from './task-text.js';
import { subjectTopic, withTopic } from './title-tidy.js';

/** One task per thing to do: more than this in one email is a list the owner works through as one. */
export const MAX_TASKS = 3;
/** This many questions are answered as one task ("Answer Sofia's questions about the sidewalk sign"). */
const QUESTIONNAIRE = 2;
/** A request that is a verb and its date ("Confirm by Thursday") finishes the one before it. */
const LONE_VERB = /^\S+$/;

export type Candidate = {
  sentence: string;
  probability: number;
  index: number;
  action: Action;
  title: string;
  planned?: boolean;
  /** The sentence a listed ask was introduced by ("Before Monday could you:"). */
  lead?: string;
  /** Questions asked beside the deeds, left to the reply ("Can you bring the table? Are you coming?"). */
  questionsBeside?: string[];
};

/** A deed that is only a way of answering ("Call and let Bruce know"), with nothing of its own to do. */
const BARE_REPLY = /^((call|phone|e-?mail|write|ring)( \S+)? and )?(let \S+ know|tell \S+|reply to \S+|get back to \S+)$/i;
/** When or whether the owner can meet: a meeting to arrange, not only an answer. */
const MEETING_ASKED = /\b(when|whether|if) you (can|could|are free to|are available to) (meet|get together|sit down|talk|discuss)\b/i;
/** "Any update?" after a chaser asks for the same answer again. */
const NUDGE =
  /^(any\s+(updates?|news|progress|word)(\s+(on|about)\s+(this|that|it))?|thoughts|where are we(\s+on\s+(this|that|it))?)\s*\??$/i;
const IF_SO = /^(if so|if yes|if you are|if you do)\b/i;
/**
 * A question put to the reader in a sentence of its own ("Are you still coming on the 24th?", "What time
 * does your flight land?"); not a tag ("..., okay?"), a fragment ("Clean program?") or a bare name.
 */
const PUT_TO_READER =
  /^(?:[^?]*?\s[-–—]\s+)?(?:(?:hi|hey|hello|also|and|so|btw)\b[\s,]*(?:\p{L}+,\s*)?)?(?:(?:what|when|where|who|why|how|which)\b[^?]*\b(?:you|your|we|our)\b|(?:are|were|do|did|have|will|would|can|could|should)\s+(?:you|we|y'all)\b|(?:is|are)\s+there\b)(?![^?]*,\s*(?:ok(?:ay)?|right|yes|no|eh|alright)\s*\?)[^?]{6,}\?\s*$/iu;
const MAX_BESIDE = 2;
/** "It's a bit above our budget - is there any flexibility?": the question is what follows the dash. */
const AFTER_DASH = /^[^?]*?\s[-–—]\s+(?=\p{L})/u;
/** Titles that ask for an answer rather than a deed. */
export const REPLY_TITLE = /^(tell|reply|respond|answer|send \S+ an? (answer|reply|response))\b/i;

/**
 * One task per thing to do, in the order written: statements the model took
 * for requests ("It may be worth a call") are no task; several questions
 * become one task to answer them; at most MAX_TASKS.
 */
export function toCandidates(requests: Ask[], first: string | null, subject: string, due: (s: string) => DueMention | null): Candidate[] {
  const who = first ?? 'the sender';
  const ordered = [...requests].sort((a, b) => a.index - b.index);
  const out: Candidate[] = [];
  for (const r of ordered) {
    if (r.title) {
      const title = withoutDay(r.title, due(r.sentence)?.text);
      out.push({ ...r, action: { kind: 'do', text: title }, title });
      continue;
    }
    const action = toAction(r.sentence, due(r.sentence)?.text ?? null);
    if (action.kind === 'follow_up') continue;
    if (out.length > 0 && LONE_VERB.test(action.text.replace(/\s*\b(by|before|on|until)\b.*$/i, '').trim())) continue;
    const asked = out.at(-1);
    const again = asked && r.index - asked.index === 1 && asked.action.kind === 'do' ? sameDeed(action, asked.title) : null;
    if (again !== null) {
      out[out.length - 1] = { ...asked!, title: `${asked!.title}${again}`, sentence: `${asked!.sentence} ${r.sentence}` };
      continue;
    }
    // "Are you red-lining the Master Kim sent over?  If so, can you forward me a copy?": the deed hangs on the answer, one task.
    if (action.kind === 'do' && IF_SO.test(r.sentence) && asked?.action.kind === 'answer' && r.index - asked.index <= 2) {
      const deed = actionTitle(action, first);
      out[out.length - 1] = { ...asked, action, title: `${asked.title} and, if so, ${deed[0]!.toLowerCase()}${deed.slice(1)}` };
      continue;
    }
    out.push({ ...r, action, title: actionTitle(action, first) });
  }
  // Questions are answered in one reply: one task for all of them, none when the email also asks for
  // something to be done (the reply that reports it answers them too).
  // "Let me know when you can meet today to discuss the MOU" asks for a meeting, a thing to do of its own.
  const asking = out.filter(
    (c) =>
      ((c.lead && QUESTION_LEAD.test(c.lead)) || c.action.kind === 'answer' || REPLY_TITLE.test(c.title)) && !MEETING_ASKED.test(c.title),
  );
  // "Are you free for lunch at 12:30? Let me know.": the "let me know" asks for that one answer, not a second question.
  const answersOnly = asking.filter((c) => BARE_REPLY.test(c.title) || NUDGE.test(c.sentence));
  const questions = asking.length > answersOnly.length ? asking.filter((c) => !answersOnly.includes(c)) : asking;
  // "What do I need to do to get set up? ... please call and let me know": the call is how to answer the question.
  const deeds = out.filter((c) => !asking.includes(c) && !(BARE_REPLY.test(c.title) && questions.length > 0));
  // The questions a deed crowds out still want their answer, by email, whatever the deed.
  const besideAsked = deeds.length > 0 ? questions.filter((q) => q.action.kind === 'answer' && PUT_TO_READER.test(q.sentence)) : [];
  // More than a couple is a list or a newsletter's teasers ("Greg Martin? Gary Lamphier?"), not questions to answer.
  const beside = besideAsked.length <= MAX_BESIDE ? besideAsked : [];
  let kept =
    beside.length > 0
      ? deeds.map((c, i) => (i === 0 ? { ...c, questionsBeside: beside.map((q) => q.sentence.replace(AFTER_DASH, '')) } : c))
      : deeds;
  if (deeds.length === 0 && questions.length >= QUESTIONNAIRE) {
    // Without a subject to name them by, the first question says what they are about.
    const topic = subjectTopic(subject);
    const title = topic ? `Answer ${who}'s questions about ${topic}` : questions[0]!.title;
    // The questions stay in its sentence, so the reply can answer each.
    const sentence = questions.map((q) => q.sentence).join(' ');
    kept = [{ ...questions[0]!, title, sentence, probability: Math.max(...questions.map((q) => q.probability)) }];
  } else if (deeds.length === 0) kept = questions;
  return distinctTitles(feedbackByForm(withCopies(kept).map((c) => ({ ...c, title: withTopic(c.title, subject) })))).slice(0, MAX_TASKS);
}

const FEEDBACK_ASKED = /^send \S+ your (?:feedback|input|thoughts|views|opinion|comments) (?:on|about) (.+)$/i;
const FORM_TASK = /^(complete|fill (?:out|in)|take|answer|respond to) (?:the|this|our) (survey|form|questionnaire|poll)\b(.*)$/i;

/**
 * "We'd love your feedback on the onboarding process. The survey takes 5 minutes. Please complete it by
 * Friday.": the feedback is given in the form, one task ("Complete the survey on the onboarding process").
 */
function feedbackByForm(candidates: Candidate[]): Candidate[] {
  const form = candidates.find((c) => FORM_TASK.test(c.title));
  const feedback = candidates.find((c) => FEEDBACK_ASKED.test(c.title));
  if (!form || !feedback) return candidates;
  const [, verb, noun, rest] = FORM_TASK.exec(form.title)!;
  const title = rest!.trim() ? form.title : `${verb} the ${noun!.toLowerCase()} on ${FEEDBACK_ASKED.exec(feedback.title)![1]}`;
  return candidates.filter((c) => c !== feedback).map((c) => (c === form ? { ...c, title } : c));
}

/** "Circulate the revised risk register by 4 Dec": once the task is dated, its title need not say when. */
function withoutDay(title: string, day: string | undefined): string {
  if (!day) return title;
  const at = title.toLowerCase().lastIndexOf(day.toLowerCase());
  if (at < 0 || title.slice(at + day.length).trim() !== '') return title;
  const before = title.slice(0, at);
  const kept = before.replace(/\s+(?:by|before|until|no later than)\s*$/i, '').trimEnd();
  return kept !== before.trimEnd() && kept.split(/\s+/).length >= 2 ? kept : title;
}

/** "Could you take care of it today?" after an ask: the same deed, asked again with its day. */
const DEED_AGAIN =
  /^((take care of|handle|deal with|do|get to|sort out|get) (it|this|that|them)( done)?|(take a |have a )?look( at (it|this|that|them))?)( today| tonight| tomorrow| now| asap| this week)?$/i;
const PRONOUN_OBJECT = /^(\S+) (it|this|that|them|these|those)\b(.*)$/i;

/**
 * Whether a request repeats the deed of the one just before ("The NDA needs your signature. Please sign it
 * in DocuSign by Wednesday."): null when it does not, else what it adds to that task's title (" in DocuSign").
 */
function sameDeed(action: Action, previousTitle: string): string | null {
  if (action.kind !== 'do') return null;
  const text = action.text.replace(/\s*[.!?]+$/, '');
  if (DEED_AGAIN.test(text)) return '';
  const pronoun = PRONOUN_OBJECT.exec(text);
  if (!pronoun || pronoun[1]!.toLowerCase() !== previousTitle.split(' ')[0]!.toLowerCase()) return null;
  const rest = pronoun[3]!.replace(/\s+\b(by|before|no later than|until|today|tomorrow|asap)\b.*$/i, '').trimEnd();
  return /^\s+(in|on|via|through|using|with)\s/i.test(rest) ? rest : '';
}

/** One task per title: two readings of one ask say the same thing once. */
function distinctTitles(candidates: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  // "See if we could raise the threshold? (see message below)" and the same without its aside are one ask.
  const key = (title: string) =>
    title
      .toLowerCase()
      .replace(/\s*\([^()]*\)\s*$/, '')
      .replace(/[\s?.!]+$/, '');
  return candidates.filter((c) => !seen.has(key(c.title)) && seen.add(key(c.title)));
}

/**
 * "Please send a draft to Steve Shortino. Please email a copy to me and to Kim Ward.": who is copied is part
 * of sending, one deed ("Send a draft to Steve Shortino, copying Jason and Kim Ward").
 */
const COPY_ASK =
  /^(?:(?:e-?mail|send|forward)\s+(?:a\s+)?cop(?:y|ies)(?:\s+of\s+(?:it|this|that|them))?\s+to|cc|copy)\s+(.+?)(?:\s+on\s+(?:it|this|that|them))?$/i;
const SENDS = /^(send|e-?mail|forward|return|submit|provide|deliver|fax|mail)\b/i;
function withCopies(candidates: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of candidates) {
    const copy = COPY_ASK.exec(c.title);
    const sending = out.at(-1);
    if (copy && sending && SENDS.test(sending.title) && !/\bcopying\b/.test(sending.title)) {
      out[out.length - 1] = { ...sending, title: `${sending.title}, copying ${copy[1]!.replace(/\band to\b/gi, 'and')}` };
    } else out.push(c);
  }
  return out;
}
