import { splitSentences } from '../text/sentences.js';
import { requestProbability, type RequestModel } from './request-model.js';
import weights from './request-weights.json' with { type: 'json' };

/**
 * Generated from the Parakweet training file by `npm run weights -w
 * @triage/classifier`; never edited by hand.
 */
export const shippedRequestModel = weights as RequestModel;

/** Above 0.5 because a wrong task costs the user more than a missed one (they still see the email). */
export const TASK_THRESHOLD = 0.6;
const MAX_TASKS = 5;
/** Requests sit near the top of what a person writes; scoring a whole pasted article wastes milliseconds. */
const MAX_SENTENCES = 40;
/** Longer "sentences" are pasted tables, lists run together or legal text, not asks. */
const MAX_WORDS = 60;

/**
 * Sentences that read like requests but are not tasks: polite closers (the
 * training labels call many of them requests, but "Let Ann know if I have
 * questions" helps nobody), conditional instructions of announcements ("If
 * you encounter difficulties, contact the help desk", "To learn more, visit
 * ...") and contact lines of signatures.
 */
const NOT_TASKS = [
  /^if\s+(?!possible\b|you\s+(can|could|have\s+(time|a\s+(minute|moment|chance))|get\s+a\s+chance)\b)/i,
  /^(for|to)\s+(more|further|additional|best|any)\b|^to\s+(learn|access|find|view|ensure|show|see|read|get)\b|^(should you|in case)\b/i,
  /\b(fax|office|tel|phone|mobile|cell)\s*(#|:|no\.)/i,
  /^(please\s+)?(be\s+advised|note\s+that|note:)/i,
  /^(please\s+)?(do\s+)?(let\s+(me|us)\s+know|feel free to|don'?t hesitate to|do not hesitate to)\b.{0,60}\b(questions?|concerns?|comments?|anything else|need anything|help|assistance|clarification)\b[^?]*[.!]?$/i,
  /^(please\s+)?(see|find)\s+(the\s+)?(attached|below|enclosed)\b[^?]*$/i,
  /^(thanks|thank you|thx)\b/i,
  /^(have (a|an|fun)\b|enjoy|hope you|take care|keep in touch|talk (to (you|ya|u) )?(later|soon)|see (you|ya) (soon|later|then))/i,
];

export type DetectedRequest = { sentence: string; probability: number };

export function detectRequests(text: string, model: RequestModel = shippedRequestModel): DetectedRequest[] {
  const seen = new Set<string>();
  const out: DetectedRequest[] = [];
  for (const sentence of splitSentences(text).slice(0, MAX_SENTENCES)) {
    const key = sentence.toLowerCase();
    if (seen.has(key) || sentence.split(' ').length > MAX_WORDS || NOT_TASKS.some((re) => re.test(sentence))) continue;
    seen.add(key);
    const probability = requestProbability(model, sentence);
    if (probability >= TASK_THRESHOLD) out.push({ sentence, probability });
  }
  return out.sort((a, b) => b.probability - a.probability).slice(0, MAX_TASKS);
}
