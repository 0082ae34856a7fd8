import { capitalise } from '../text/capitalise.js';
import { bareNameAndAsk } from './imperative-verbs.js';

/**
 * "Please send a draft to:" then an address block: the first line of the block names who gets it
 * ("Mr. Steve Shortino"), so the task says "Send a draft to Steve Shortino". A list of people each
 * with an address ("Mark Chen (mark.chen@harbor.com)") names them all; an address block's later lines
 * (the company, the street) are not people.
 */
const TO_COLON = /\bto:\s*$/i;
const ADDRESSEE = /^(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}\.?)?(?:\s+\p{Lu}[\p{L}'-]+){1,2})$/u;
const WITH_ADDRESS = /^[-*\u2022]?\s*(.+?)\s*(?:[(<]\s*[^\s()<>@]+@[^\s()<>]+\s*[)>]|[-\u2013:,]\s*[^\s()<>@]+@[^\s()<>]+)$/u;
const MAX_LISTED = 4;

const spokenList = (names: string[]) => (names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`);

export function withAddressee(request: { sentence: string; index: number }, sentences: readonly string[]): string {
  if (!TO_COLON.test(request.sentence) || request.index < 0) return request.sentence;
  const names: string[] = [];
  for (const [i, line] of sentences.slice(request.index + 1, request.index + 1 + MAX_LISTED).entries()) {
    const listed = WITH_ADDRESS.exec(line.trim());
    if (i > 0 && !listed) break;
    const name = ADDRESSEE.exec(listed ? listed[1]! : line.trim());
    if (!name) break;
    names.push(name[1]!);
    if (!listed) break;
  }
  return names.length > 0 ? request.sentence.replace(TO_COLON, `to ${spokenList(names)}.`) : request.sentence;
}

/**
 * "Garrett Trip from our Ontario office is coming down Monday. Let's meet with him to discuss Lennox.":
 * the person the sentence before opened with is who "him" or "her" is, and the task names them.
 */
const INTRODUCED = /^(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.)?\s+\p{Lu}[\p{Ll}'-]+)(?=\s+(?:from|of|at|is|was|will|has|and)\b|,)/u;
const PRONOUN_OBJECT = /\b(with|to|for|call|meet|tell|ask|email|e-mail|contact|thank|introduce yourself to)\s+(him|her)\b/i;
export function withPerson(sentence: string, before: string | undefined): string {
  const person = before ? INTRODUCED.exec(before) : null;
  return person && PRONOUN_OBJECT.test(sentence) ? sentence.replace(PRONOUN_OBJECT, `$1 ${person[1]}`) : sentence;
}

/**
 * "I'd like to take Dec 21-24 off. Cover is sorted. OK with you?": the question asks leave for the plan
 * said just before, so it is asked as "Can I take Dec 21-24 off?" (the task: whether the sender can).
 */
const ALL_RIGHT =
  /^(?:(?:is|would)\s+(?:that|this|it)\s+(?:be\s+)?)?(?:ok|okay|alright|all right|fine)(?:\s+(?:with|by|for)\s+you)?\s*\?$|^(?:does\s+(?:that|this)\s+work(?:\s+for\s+you)?|any\s+objections?)\s*\?$/i;
const SENDERS_PLAN =
  /^(?:(?:hi|hello|hey)\s+\p{L}+,\s*)?i(?:'d|\s+would)\s+(?:like|love)\s+to\s+(.+?)\s*[.!]?\s*$|^(?:(?:hi|hello|hey)\s+\p{L}+,\s*)?i(?:'m|\s+am)\s+planning\s+to\s+(.+?)\s*[.!]?\s*$/iu;
export function withPlan(sentence: string, before: readonly string[]): string {
  const plan = planAskedAbout(sentence, before);
  return plan ? `Can I ${plan}?` : sentence;
}

/** The sender's plan a short "Is that ok?" asks leave for, from the two sentences before it; null when it asks none. */
export function planAskedAbout(sentence: string, before: readonly string[]): string | null {
  if (!ALL_RIGHT.test(sentence.trim())) return null;
  for (const earlier of before.slice(-2).reverse()) {
    const plan = SENDERS_PLAN.exec(earlier.trim());
    if (plan) return plan[1] ?? plan[2]!;
  }
  return null;
}

/**
 * The owner's name said before an ask with no comma ("Alex call me asap pls"), or typed in lower case
 * before a question ("alex what did we end up charging Acme?"), is no part of the ask.
 */
const NAME_THEN_QUESTION =
  /^(\p{L}+),?\s+((?:what|when|where|who|why|how|which|can|could|would|will|do|did|does|are|is|have|has)\b.*\?)\s*$/iu;
export function withoutOwnersName(sentence: string, ownerNames: readonly string[]): string {
  const bare = bareNameAndAsk(sentence);
  const ask = bare && ownerNames.includes(bare.name.toLowerCase()) ? bare.ask : sentence;
  const asked = NAME_THEN_QUESTION.exec(ask);
  return capitalise(asked && ownerNames.includes(asked[1]!.toLowerCase()) ? asked[2]! : ask);
}
