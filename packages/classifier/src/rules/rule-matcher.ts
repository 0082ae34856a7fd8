/**
 * Pure tagging-rule matching, shared by POST /rules/test and the classifier.
 * docs/behaviour.md, Rules: a rule's IF conditions are joined by OR, so a rule matches when any
 * one condition does; every condition that holds is reported as a reason.
 */
import { RE2JS } from 're2js';
import { LIMITS } from '@triage/contracts';

export type RuleConditionsInput = {
  senderIncludes?: readonly string[];
  domainMatches?: readonly string[];
  subjectIncludes?: readonly string[];
  bodyIncludes?: readonly string[];
  bodyRegex?: string | null;
};

export type MatchEmail = { from: string; subject: string; body: string };

export type Sender = { name: string; address: string; domain: string };

/** Splits 'Ann Lee <ann@acme.com>', '"Lee, Ann" <ann@acme.com>' or 'ann@acme.com'. */
export function parseSender(from: string): Sender {
  const raw = from.trim();
  const angled = /^(.*?)<([^<>]*)>\s*$/.exec(raw);
  let name: string;
  let address: string;
  if (angled) {
    name = angled[1]!
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    address = angled[2]!.trim();
  } else if (/^\S+@\S+$/.test(raw)) {
    name = '';
    address = raw;
  } else {
    name = raw;
    address = '';
  }
  const at = address.lastIndexOf('@');
  const domain =
    at >= 0
      ? address
          .slice(at + 1)
          .toLowerCase()
          .replace(/\.+$/, '')
      : '';
  return { name, address: address.toLowerCase(), domain };
}

/** 'acme.com' matches acme.com and any subdomain (mail.acme.com), never notacme.com. */
export function domainMatches(domain: string, entry: string): boolean {
  const want = entry.trim().toLowerCase().replace(/^@+/, '').replace(/\.+$/, '');
  if (!want || !domain) return false;
  return domain === want || domain.endsWith(`.${want}`);
}

type Compiled = RE2JS | null;
const compiled = new Map<string, Compiled>();

function compile(pattern: string): Compiled {
  let entry = compiled.get(pattern);
  if (entry === undefined) {
    try {
      entry = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
    } catch {
      entry = null;
    }
    if (compiled.size >= 1000) compiled.clear();
    compiled.set(pattern, entry);
  }
  return entry;
}

/**
 * Runs a user-supplied regex on the body cut to the classifier limit (docs/behaviour.md#constants-and-limits,
 * 10000) with RE2, which matches in linear time: a catastrophic pattern such as
 * (a+)+b cannot block the event loop. Patterns RE2 cannot run (backreferences,
 * lookaround) are refused when saved; one stored before that, or one that does
 * not compile, never runs on V8 and simply does not match.
 */
export function safeRegexTest(pattern: string, body: string): boolean {
  const re = compile(pattern);
  return re !== null && re.matcher(body.slice(0, LIMITS.classifierBodyLimit)).find();
}

/**
 * Regex time one email may take across all rules and projects. Linear time
 * still grows with pattern size times body size; past this, the email's
 * remaining regex conditions are skipped so many heavy rules cannot add up.
 */
export const REGEX_BUDGET_MS = 50;

const clean = (items: readonly string[] | undefined) => (items ?? []).map((s) => s.trim()).filter((s) => s.length > 0);

type Prepared = { sender: Sender; senderName: string; subject: string; body: string; regexMs: number };
/**
 * One email is matched against every rule and every project; its sender is
 * parsed and its text lower-cased once per email object, not once per rule.
 */
const preparedEmails = new WeakMap<MatchEmail, Prepared>();

function prepare(email: MatchEmail): Prepared {
  let p = preparedEmails.get(email);
  if (!p) {
    const sender = parseSender(email.from);
    p = {
      sender,
      senderName: sender.name.toLowerCase(),
      subject: email.subject.toLowerCase(),
      body: email.body.slice(0, LIMITS.classifierBodyLimit).toLowerCase(),
      regexMs: 0,
    };
    preparedEmails.set(email, p);
  }
  return p;
}

/** Reasons the email satisfies the conditions; an empty list means no match. */
export function matchConditions(conditions: RuleConditionsInput, email: MatchEmail): string[] {
  const prepared = prepare(email);
  const { sender, senderName, subject, body } = prepared;
  const reasons: string[] = [];

  for (const item of clean(conditions.senderIncludes)) {
    const needle = item.toLowerCase();
    if (sender.address.includes(needle) || senderName.includes(needle)) reasons.push(`sender contains "${item}"`);
  }
  for (const item of clean(conditions.domainMatches)) {
    if (domainMatches(sender.domain, item)) reasons.push(`domain matches "${item}"`);
  }
  for (const item of clean(conditions.subjectIncludes)) {
    if (subject.includes(item.toLowerCase())) reasons.push(`subject contains "${item}"`);
  }
  for (const item of clean(conditions.bodyIncludes)) {
    if (body.includes(item.toLowerCase())) reasons.push(`body contains "${item}"`);
  }
  const regex = conditions.bodyRegex?.trim() ? conditions.bodyRegex : null;
  if (regex && prepared.regexMs < REGEX_BUDGET_MS) {
    const started = performance.now();
    if (safeRegexTest(regex, email.body)) reasons.push(`body matches /${regex}/`);
    prepared.regexMs += performance.now() - started;
  }
  return reasons;
}

export type OrderedRule = { order: number; if: RuleConditionsInput };

/** Every matching rule in rule order (lowest order first), with its reasons. */
export function matchRules<R extends OrderedRule>(rules: readonly R[], email: MatchEmail): { rule: R; reasons: string[] }[] {
  return [...rules]
    .sort((a, b) => a.order - b.order)
    .map((rule) => ({ rule, reasons: matchConditions(rule.if, email) }))
    .filter((m) => m.reasons.length > 0);
}
