import { splitSentences } from '../text/sentences.js';
import { hasAskFrame } from './ask-frames.js';
import { NOT_TASKS } from './not-tasks.js';
import { remembered } from '../util/recent.js';
import { requestFeatures } from './request-features.js';
import { featuresProbability, type RequestModel } from './request-model.js';
import weights from './request-weights.json' with { type: 'json' };

/**
 * Generated from the Parakweet training file by `npm run weights -w
 * @triage/classifier`; never edited by hand.
 */
export const shippedRequestModel = weights as RequestModel;

/**
 * The model's own boundary for a sentence with a request marker. The less
 * overfit model (3 epochs, features in 5+ sentences) is less extreme, and
 * "As discussed, please review the revised budget" scores 0.56; wrong tasks
 * are kept out by the owner, bulk and closer rules rather than a higher bar.
 */
const TASK_THRESHOLD = 0.5;
const MAX_TASKS = 5;
/** Requests sit near the top of what a person writes; scoring a whole pasted article wastes milliseconds. */
const MAX_SENTENCES = 40;
/** Longer "sentences" are pasted tables, lists run together or legal text, not asks. */
const MAX_WORDS = 60;

/** Log and report output: rules of dashes or equals signs, "!!!", arrows, Windows paths. */
const MACHINE_TEXT = /-{3,}|!{2,}|={3,}|_{3,}|\*{3,}|-->|<--|>>|<<|\b[a-z]:\\/i;
const NUMERIC_SHARE = 0.3;

/**
 * A request is written in words: table rows ("EOL Deals From: 9/1/2001 To: ..."),
 * dates and times on their own line, and log output are not, however their
 * words score.
 */
function looksLikeProse(sentence: string): boolean {
  if (MACHINE_TEXT.test(sentence)) return false;
  const tokens = sentence.split(/\s+/).filter(Boolean);
  const numeric = tokens.filter((t) => /\d/.test(t)).length;
  return tokens.some((t) => /^[a-z][a-z'’-]*[.,;:!?)]*$/.test(t)) && numeric / tokens.length <= NUMERIC_SHARE;
}

/**
 * The ways a sentence asks something of its reader: an imperative, "please",
 * "can you", "let me know", "I need you to", a question. The model is
 * trained on one collection of mail; in other mail it also scores statements
 * high ("Here's an update of what we discussed"), so a sentence with none of
 * these markers must be near certain.
 */
const MARKERS = [
  'please',
  'modal-you',
  'let-know',
  'need-you',
  'mind',
  'ends-question',
  'make-sure',
  'imperative-start',
  'please-verb',
  'clause-imperative',
].map((m) => `c:${m}`);
const UNMARKED_THRESHOLD = 0.8;

/** "I need the signed lease by Friday": a thing the sender lacks, asked of the reader with its deadline. */
const NEEDS_THING_BY =
  /^(i|we)('d|\s+would|\s+will)?\s+(still\s+)?need\s+(the|your|those|these|that|this)\b.*\b(by|before|asap|today|tomorrow|from you)\b/i;

function hasRequestMarker(features: Map<string, number>, sentence: string): boolean {
  return MARKERS.some((m) => features.has(m)) || NEEDS_THING_BY.test(sentence);
}

/**
 * Traders and support desks write whole requests in capitals ("PLEASE CHANGE THE PRICE ON DAY-AHEAD EL PASO
 * PURCHASE (794022) TO $2.25"); the model and the prose test know words in their usual case.
 */
const SHOUTED = /^(?=(?:[^a-z]*\b[A-Z]{2,}\b){4})[^a-z]*$/;
const sentenceCase = (s: string) =>
  s
    .toLowerCase()
    .replace(/^(\W*)(\w)/, (_, lead: string, c: string) => lead + c.toUpperCase())
    .replace(/\bi\b/g, 'I');
/**
 * The model and the markers know a sentence by its usual case: a shouted one is lowered, and one a
 * casual writer began in lower case ("can you send me the budget?") gets its capital.
 */
const casedAsWritten = (s: string) => (SHOUTED.test(s) ? sentenceCase(s) : s.replace(/^[a-z]/, (c) => c.toUpperCase()));
/**
 * "When you get a chance, lets discuss": "lets" before a bare verb is "let's" typed without its apostrophe
 * ("it lets us see" has an object, so it stays).
 */
const LETS = /\b([Ll])ets\s+(?!(?:me|you|us|him|her|them|it|the|an?|your|our|his|their|my|its|this|that|these|those)\b)(?=[a-z])/g;

/** "Alex - ", "Ben and Priya: ", "Sam, " before a lower-case ask: whom it is for, said first. */
const ADDRESSEE_LEAD = /^\p{Lu}\p{Ll}+(?:\s+(?:and|&)\s+\p{Lu}\p{Ll}+)?\s*(?:[-–—:]|,)\s+(?=\p{Ll})/u;

/**
 * index: the sentence's place in the text, so requests can be kept in the order they were written;
 * lead: for an item of a list of asks, the sentence that introduced it (where its deadline is said).
 */
export type DetectedRequest = { sentence: string; probability: number; index: number; lead?: string };

/** The shipped model's requests of the last few texts: the tasks and the circulated-for-comments test read the same body. */
const shippedRequests = remembered((text: string) => findRequests(text, shippedRequestModel));

export function detectRequests(text: string, model: RequestModel = shippedRequestModel): DetectedRequest[] {
  // Copies: callers add to the list and rewrite a request's sentence.
  return (model === shippedRequestModel ? shippedRequests(text) : findRequests(text, model)).map((r) => ({ ...r }));
}

/**
 * "Before Monday could you:" then "set up Jamie's laptop", "add Jamie to the list" on lines of their own:
 * the lead asks, and each imperative item under it is one of its requests, however the model scores
 * a bare verb phrase. The lead itself names nothing to do.
 */
const LIST_LEAD = /:\s*$/;
/**
 * "Three things for the board meeting:", "A few items for you:": a lead that announces asks without asking;
 * "Before your first day please:" asks for what follows.
 */
const ANNOUNCED_LIST =
  /\b(things?|items?|tasks?|to-?dos?|action items?|requests?|asks?|favou?rs?)\b[^:]{0,60}:\s*$|\bfor you:\s*$|\b(please|kindly|could you|can you|would you)\s*:\s*$/i;
/**
 * "We reviewed your proposal and have a few questions:", "A couple of questions about the lease.": each
 * question after it is one of them, asked of the reader ("Can you start in January?" asks whether, not for
 * the start), and is answered with the rest in one reply.
 */
export const QUESTION_LEAD =
  /\b(a few|a couple(?: of)?|some|several|two|three|four|five|few|the following|(?:a\s+)?(?:quick|follow-?up|open|outstanding))\s+(?:\w+\s+)?questions?\b[^?]*$/i;
const HEADING_WORDS = 12;
const OPTIONS_LEAD =
  /\b(suggest|propose|recommend|see|have|are|consider)\s+(the\s+following|these|two|three|a\s+few|several|some)\s+(options|alternatives|approaches|ways|choices|solutions)\b[^.?!]*:\s*$/i;
const QUESTION_ITEM = /\?\s*$/;

function findRequests(text: string, model: RequestModel): DetectedRequest[] {
  const seen = new Set<string>();
  const out: DetectedRequest[] = [];
  let lead: DetectedRequest | null = null;
  // Whether the lead is an ask of its own ("Please send a draft to:"), kept when no item follows it.
  let leadAsks = false;
  // Whether the lead announces questions rather than things to do.
  let asksQuestions = false;
  let items = 0;
  // A heading over asks that neither asks nor announces them ("Ahead of Friday's planning session:"): it dates them.
  let heading: string | null = null;
  // "I suggest the following options:": the imperatives under it are choices offered, not asks.
  let options = false;
  const closeLead = () => {
    if (lead && leadAsks && items === 0) out.push(lead);
    lead = null;
    asksQuestions = false;
    items = 0;
  };
  for (const [index, written] of splitSentences(text).slice(0, MAX_SENTENCES).entries()) {
    const sentence = casedAsWritten(written).replace(LETS, "$1et's ");
    const key = sentence.toLowerCase();
    // "Priya - please book the venue": the model reads the ask without the name it is addressed to, and so do the
    // exclusions ("Ben, please find attached a summary ..." is a pointer too).
    const spoken = casedAsWritten(sentence.replace(ADDRESSEE_LEAD, ''));
    const excluded = (s: string) => NOT_TASKS.some((re) => re.test(s));
    if (
      seen.has(key) ||
      sentence.split(' ').length > MAX_WORDS ||
      excluded(sentence) ||
      (spoken !== sentence && excluded(spoken)) ||
      !looksLikeProse(sentence)
    )
      continue;
    seen.add(key);
    const features = requestFeatures(spoken);
    const probability = featuresProbability(model, features);
    // The options end where the sender asks in so many words ("Please advise what our position is").
    if (options && features.has('c:imperative-start') && !/^(please|kindly)\b|\?\s*$/i.test(spoken)) continue;
    options = OPTIONS_LEAD.test(sentence);
    const item = asksQuestions ? QUESTION_ITEM.test(sentence) : features.has('c:imperative-start');
    if (lead && item && !LIST_LEAD.test(sentence)) {
      out.push({ sentence, probability: Math.max(probability, lead.probability), index, lead: lead.sentence });
      items++;
      continue;
    }
    closeLead();
    // The ask frames say so in words ("Is there any chance you could ..."), whatever the model makes of the rest.
    const framed = hasAskFrame(spoken);
    const marked = framed || hasRequestMarker(features, spoken);
    const asks = framed || probability >= (marked ? TASK_THRESHOLD : UNMARKED_THRESHOLD);
    if (QUESTION_LEAD.test(sentence)) {
      lead = { sentence, probability: Math.max(probability, TASK_THRESHOLD), index };
      leadAsks = asks && marked;
      asksQuestions = true;
    } else if (LIST_LEAD.test(sentence) && ((asks && marked) || ANNOUNCED_LIST.test(sentence))) {
      lead = { sentence, probability: Math.max(probability, TASK_THRESHOLD), index };
      leadAsks = asks && marked;
    } else if (asks)
      out.push({ sentence, probability, index, ...(heading && features.has('c:imperative-start') ? { lead: heading } : {}) });
    if (LIST_LEAD.test(sentence) && !lead) heading = sentence.split(' ').length <= HEADING_WORDS ? sentence : null;
    else if (!asks) heading = null;
  }
  closeLead();
  return out.sort((a, b) => b.probability - a.probability).slice(0, MAX_TASKS);
}
