/** Words that carry no topic: dropped from learner features. */
const STOPWORDS = new Set(
  (
    'the a an and or of to in on for is are was were be been it this that with as at by from have has had not but ' +
    'we you i he she they our your their its will would can could should may might do does did so if than then there ' +
    'here what which who whom when where why how all any each more most other some such no nor only own same too very ' +
    'just also about into over after before up down out off again further once am me my mine us him his her hers them ' +
    'these those re fw fwd cc sent original message'
  ).split(' '),
);

const WORD = /[a-z0-9][a-z0-9'_.&-]*[a-z0-9]|[a-z]/g;

/**
 * Lower-cased topic tokens. Numbers collapse to one token because invoice or
 * order numbers rarely repeat across a project's emails, while "has numbers"
 * still says something about the kind of mail.
 */
export function topicTokens(text: string | null, maxTokens: number, maxChars = 20_000): string[] {
  if (!text) return [];
  const out: string[] = [];
  const source = text.slice(0, maxChars).toLowerCase();
  for (const match of source.matchAll(WORD)) {
    let token = match[0];
    if (token.endsWith("'s")) token = token.slice(0, -2);
    if (token.length < 2 || token.length > 30 || STOPWORDS.has(token)) continue;
    out.push(/^\d[\d.,-]*$/.test(token) ? '#num' : token);
    if (out.length >= maxTokens) break;
  }
  return out;
}
