import { splitSentences } from '../text/sentences.js';
import type { ImplicitAsk } from './implicit-ask.js';

/**
 * A question put to people by name after it: "Does ENA then fund Enron MW, L.L.C.? (Kay? Mary Lynne?)". The
 * names in brackets say who is to answer, so when one of them is the owner the question is the owner's to
 * answer, even in a copy.
 */
const NAMES_ASKED = /\?\s*\(\s*((?:\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s*\?[\s,]*)+)\)/gu;
const BEFORE = 300;
/** What every match starts with, whatever the spacing: most bodies have none, and are spared the rest. */
const QUESTION_THEN_BRACKET = /\?\s*\(/;

export function namedQuestions(body: string, ownerNames: readonly string[]): ImplicitAsk[] {
  if (!QUESTION_THEN_BRACKET.test(body)) return [];
  const text = body.replace(/\s+/g, ' ');
  const all = splitSentences(body);
  const out: ImplicitAsk[] = [];
  for (const m of text.matchAll(NAMES_ASKED)) {
    const names = m[1]!.split('?').map((n) =>
      n
        .replace(/[\s,]+/g, ' ')
        .trim()
        .split(' ')[0]!
        .toLowerCase(),
    );
    if (!names.some((n) => ownerNames.includes(n))) continue;
    const question = splitSentences(text.slice(Math.max(0, m.index - BEFORE), m.index)).at(-1);
    if (!question) continue;
    const index = all.findIndex((s) => s.startsWith(question) || question.startsWith(s));
    out.push({ sentence: `${question}?`, index: index < 0 ? all.length : index, title: null });
  }
  return out;
}
