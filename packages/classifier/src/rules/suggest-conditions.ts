import { domainOf } from '../learner/features.js';
import { topicTokens } from '../text/tokenize.js';
import type { EmailInput } from '../types.js';

/** Free-mail domains say nothing about a project: anyone can write from them. */
const PUBLIC_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
]);
const MIN_PRECISION = 0.8;
const MAX_SUBJECT_WORDS = 3;

export type Suggestion = { value: string; coverage: number; precision: number };
export type SuggestedConditions = { senderIncludes: Suggestion[]; domainMatches: Suggestion[]; subjectIncludes: Suggestion[] };

/**
 * 'Generate from Examples': rule conditions that hold for the emails the user
 * put in a project and rarely for the others. Coverage is the share of the
 * examples a value matches; precision the share of all emails it matches
 * that are examples. Each list is best first.
 */
export function suggestRuleConditions(
  examples: readonly EmailInput[],
  others: readonly EmailInput[] = [],
  minCoverage = 0.3,
): SuggestedConditions {
  const rank = (key: (e: EmailInput) => string[], keep: (value: string) => boolean = () => true): Suggestion[] => {
    const count = (emails: readonly EmailInput[]) => {
      const n = new Map<string, number>();
      for (const e of emails) for (const v of new Set(key(e))) n.set(v, (n.get(v) ?? 0) + 1);
      return n;
    };
    const inExamples = count(examples);
    const inOthers = count(others);
    return [...inExamples]
      .map(([value, hits]) => ({ value, coverage: hits / examples.length, precision: hits / (hits + (inOthers.get(value) ?? 0)) }))
      .filter(
        (s) =>
          keep(s.value) &&
          s.coverage >= minCoverage &&
          s.precision >= MIN_PRECISION &&
          (examples.length < 2 || s.coverage * examples.length >= 2),
      )
      .sort((a, b) => b.coverage - a.coverage || b.precision - a.precision || (a.value < b.value ? -1 : 1))
      .map((s) => ({ ...s, coverage: Math.round(s.coverage * 100) / 100, precision: Math.round(s.precision * 100) / 100 }));
  };
  if (examples.length === 0) return { senderIncludes: [], domainMatches: [], subjectIncludes: [] };
  return {
    senderIncludes: rank((e) => (e.fromAddress ? [e.fromAddress.toLowerCase()] : [])),
    domainMatches: rank(
      (e) => [domainOf(e.fromAddress)].filter((d): d is string => !!d),
      (d) => !PUBLIC_DOMAINS.has(d),
    ),
    subjectIncludes: rank(
      (e) => topicTokens(e.subject, 30),
      (w) => w !== '#num' && w.length >= 3,
    ).slice(0, MAX_SUBJECT_WORDS),
  };
}
