/**
 * Pure tagging-rule matching, shared by POST /rules/test and the classifier.
 * Spec §2: a rule's IF conditions are joined by OR, so a rule matches when any
 * one condition does; every condition that holds is reported as a reason.
 */
import vm from 'node:vm';
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
    name = angled[1]!.trim().replace(/^"(.*)"$/, '$1').trim();
    address = angled[2]!.trim();
  } else if (/^\S+@\S+$/.test(raw)) {
    name = '';
    address = raw;
  } else {
    name = raw;
    address = '';
  }
  const at = address.lastIndexOf('@');
  const domain = at >= 0 ? address.slice(at + 1).toLowerCase().replace(/\.+$/, '') : '';
  return { name, address: address.toLowerCase(), domain };
}

/** 'acme.com' matches acme.com and any subdomain (mail.acme.com), never notacme.com. */
export function domainMatches(domain: string, entry: string): boolean {
  const want = entry.trim().toLowerCase().replace(/^@+/, '').replace(/\.+$/, '');
  if (!want || !domain) return false;
  return domain === want || domain.endsWith(`.${want}`);
}

/** One reusable sandbox for the rare pattern RE2 cannot run; only the timeout matters. */
const regexSandbox = vm.createContext({ re: /$^/, text: '' });
const regexRun = new vm.Script('re.test(text)');
export const REGEX_TIMEOUT_MS = 250;

type Compiled = { kind: 're2'; re: RE2JS } | { kind: 'js'; re: RegExp } | { kind: 'invalid' };
const compiled = new Map<string, Compiled>();

function compile(pattern: string): Compiled {
  let entry = compiled.get(pattern);
  if (!entry) {
    try {
      entry = { kind: 're2', re: RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE) };
    } catch {
      try {
        entry = { kind: 'js', re: new RegExp(pattern, 'i') };
      } catch {
        entry = { kind: 'invalid' };
      }
    }
    if (compiled.size >= 1000) compiled.clear();
    compiled.set(pattern, entry);
  }
  return entry;
}

/**
 * Runs a user-supplied regex defensively on the body cut to the classifier
 * limit (spec §9, 10000). RE2 matches in linear time, so a catastrophic
 * pattern such as (a+)+b cannot block the event loop, and the result never
 * depends on how busy the machine is. Only patterns RE2 does not support
 * (backreferences, lookaround) run on V8, under a vm timeout. A pattern that
 * fails to compile or times out simply does not match.
 */
export function safeRegexTest(pattern: string, body: string, timeoutMs = REGEX_TIMEOUT_MS): boolean {
  const entry = compile(pattern);
  const text = body.slice(0, LIMITS.classifierBodyLimit);
  if (entry.kind === 're2') return entry.re.matcher(text).find();
  if (entry.kind === 'invalid') return false;
  try {
    regexSandbox.re = entry.re;
    regexSandbox.text = text;
    return regexRun.runInContext(regexSandbox, { timeout: timeoutMs }) === true;
  } catch {
    return false;
  } finally {
    regexSandbox.text = '';
  }
}

const clean = (items: readonly string[] | undefined) =>
  (items ?? []).map((s) => s.trim()).filter((s) => s.length > 0);

type Prepared = { sender: Sender; senderName: string; subject: string; body: string };
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
    };
    preparedEmails.set(email, p);
  }
  return p;
}

/** Reasons the email satisfies the conditions; an empty list means no match. */
export function matchConditions(conditions: RuleConditionsInput, email: MatchEmail): string[] {
  const { sender, senderName, subject, body } = prepare(email);
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
  if (regex && safeRegexTest(regex, email.body)) reasons.push(`body matches /${regex}/`);
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
