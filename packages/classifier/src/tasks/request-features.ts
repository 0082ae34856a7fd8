import { IMPERATIVE_VERBS } from './imperative-verbs.js';

/**
 * Features of one sentence for the request detector: words, word pairs
 * (which carry "can you", "let me", "please send"), the opening words (an
 * imperative starts a sentence) and a few cue patterns that generalise beyond
 * the training vocabulary.
 */
const CUES: [string, RegExp][] = [
  ['please', /\b(please|pls|plz|kindly)\b/],
  ['modal-you', /\b(can|could|would|will|won't|wouldn't|can't)\s+(you|u)\b/],
  ['let-know', /\blet\s+(me|us)\s+know\b/],
  ['need-you', /\b(need|want|would like|'d like)\s+(you|u)\s+to\b/],
  ['mind', /\b(would|do)\s+you\s+mind\b/],
  ['ends-question', /\?\s*$/],
  ['question', /\?/],
  ['second-person', /\b(you|your|u)\b/],
  ['first-person-start', /^\s*(i|we)\b/],
  ['link', /\bxlink\b/],
  ['bulk', /unsubscribe|opt[- ]out|mailing list|email preferences|address book|safe sender/],
  ['click', /\bclick\b/],
  ['exclaim', /!/],
  ['make-sure', /\b(make sure|ensure|remember to|don't forget)\b/],
  [
    'deadline',
    /\b(asap|as soon as possible|urgent|today|tomorrow|tonight|eod|end of (the )?(day|week)|by (mon|tue|wed|thu|fri|sat|sun)\w*)\b/,
  ],
  ['you-should', /\byou\s+(should|need to|must|have to)\b/],
];

/** URLs become one token, as the training data's $LINK placeholder. */
function normaliseSentence(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/\$link/g, ' xlink ')
    .replace(/\b(https?:\/\/|www\.)\S+/g, ' xlink ')
    .replace(/\S+@\S+\.\w+/g, ' xemail ');
}

/** After a comma, semicolon or colon: "As agreed, please upload ...", "Two things: send ...". */
const CLAUSE_START = /[,;:]\s*(?:please\s+)?([a-z-]+)/g;

/**
 * Imperative verbs wherever a request puts them: opening the sentence, after
 * "please", or opening a later clause. The verb list is general English, so
 * these cues carry to verbs the training file never pairs with "please".
 */
function imperativeCues(text: string, words: string[], add: (key: string) => void): void {
  const verbAt = (i: number) => IMPERATIVE_VERBS.has(words[i] ?? '');
  if (verbAt(0) || (words[0] === 'please' && verbAt(1))) add('c:imperative-start');
  if (words.some((w, i) => w === 'please' && verbAt(i + 1))) add('c:please-verb');
  if ([...text.matchAll(CLAUSE_START)].some((m) => IMPERATIVE_VERBS.has(m[1]!))) add('c:clause-imperative');
}

export function requestFeatures(sentence: string): Map<string, number> {
  const text = normaliseSentence(sentence);
  const words = text.match(/[a-z']+|\?|!|\d+/g) ?? [];
  const f = new Map<string, number>();
  const add = (key: string) => f.set(key, (f.get(key) ?? 0) + 1);
  for (const w of words) add(`w:${w}`);
  for (let i = 0; i < words.length; i++) add(`b:${words[i - 1] ?? '^'}_${words[i]}`);
  add(`b:${words[words.length - 1] ?? ''}_$`);
  add(`f:${words[0] ?? ''}`);
  add(`f2:${words[0] ?? ''}_${words[1] ?? ''}`);
  for (const [name, re] of CUES) if (re.test(text)) add(`c:${name}`);
  imperativeCues(text, words, add);
  add(`len:${Math.min(5, Math.floor(words.length / 6))}`);
  return f;
}
