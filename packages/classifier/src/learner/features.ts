import { plainText } from '../text/plain-text.js';
import { topicTokens } from '../text/tokenize.js';
import type { EmailInput } from '../types.js';

/**
 * Field weights: who sent a mail says more about its project than any one
 * word, and the subject more than a body word. Tuned on the enron-dev eval.
 */
const WEIGHT = { from: 3, domain: 2, name: 1, recipient: 0.5, subject: 2, subjectPair: 1, body: 1 };
const MAX_RECIPIENTS = 30;
const MAX_BODY_TOKENS = 600;
/**
 * A long article would otherwise outvote the sender and subject with hundreds
 * of body words (and make naive Bayes wildly overconfident), so the body's
 * total weight is capped at this many tokens' worth (25 beat 10-50 on every
 * enron-dev set; see docs/classifier-eval.md).
 */
const BODY_MASS = 25;

export type Features = Map<string, number>;

export function domainOf(address: string | null): string | null {
  const at = address ? address.lastIndexOf('@') : -1;
  return at >= 0 ? address!.slice(at + 1).toLowerCase() : null;
}

/** Feature -> value; values are log(1 + weighted count), a standard damping of repeats. */
export function emailFeatures(email: EmailInput): Features {
  const raw = new Map<string, number>();
  const add = (key: string, w: number) => raw.set(key, (raw.get(key) ?? 0) + w);
  const from = email.fromAddress?.trim().toLowerCase();
  if (from) add(`f:${from}`, WEIGHT.from);
  const domain = domainOf(from ?? null);
  if (domain) add(`d:${domain}`, WEIGHT.domain);
  const name = email.fromName?.trim().toLowerCase();
  if (name) add(`n:${name}`, WEIGHT.name);
  for (const r of [...email.to, ...email.cc].slice(0, MAX_RECIPIENTS)) add(`r:${r.address.toLowerCase()}`, WEIGHT.recipient);
  const subject = topicTokens(email.subject, 50);
  for (const t of subject) add(`s:${t}`, WEIGHT.subject);
  // Word pairs keep "gas contract" apart from a "contract" about power (+0.2 points on the dev users).
  for (let i = 1; i < subject.length; i++) add(`S:${subject[i - 1]}_${subject[i]}`, WEIGHT.subjectPair);
  const body = topicTokens(plainText(email.bodyText), MAX_BODY_TOKENS);
  const bodyWeight = WEIGHT.body * Math.min(1, BODY_MASS / Math.max(1, body.length));
  for (const t of body) add(`b:${t}`, bodyWeight);
  const out: Features = new Map();
  for (const [k, v] of raw) out.set(k, Math.log1p(v));
  return out;
}

export const dayOf = (date: Date) => Math.floor(date.getTime() / 86_400_000);
